import React from 'react';
import { isSidebarCategory, type SidebarEntry } from '../../lib/sidebar';
import Link from '../Link';
import SidebarCategory from './SidebarCategory';
import * as styles from './styles.module.css';

interface Props {
  items: SidebarEntry[];
  /** Id of the doc being read; its link gets `aria-current="page"` and its categories start open. */
  currentDocId?: string;
}

/** The links and categories of a doc sidebar, shared by the desktop sidebar and the mobile menu. */
export default function SidebarItems({ items, currentDocId }: Props) {
  return (
    <ul className={styles.list}>
      {items.map((entry, index) => {
        if (isSidebarCategory(entry)) {
          return (
            <li key={`${index}-${entry.label}`}>
              <SidebarCategory category={entry} currentDocId={currentDocId} />
            </li>
          );
        }
        const current = entry.docId !== undefined && entry.docId === currentDocId;
        return (
          <li key={`${index}-${entry.href}`}>
            <Link
              href={entry.href}
              className={current ? `${styles.link} ${styles.current}` : styles.link}
              aria-current={current ? 'page' : undefined}
            >
              {entry.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
