import React from 'react';
import type { SidebarLink } from '../../lib/sidebar';
import Link from '../Link';
import * as styles from './styles.module.css';

interface Props {
  links: SidebarLink[];
  /** Id of the doc being read; its link gets `aria-current="page"`. */
  currentDocId?: string;
}

/** The links of a doc sidebar, shared by the desktop sidebar and the mobile menu. */
export default function SidebarLinks({ links, currentDocId }: Props) {
  return (
    <ul className={styles.list}>
      {links.map((link) => {
        const current = link.docId !== undefined && link.docId === currentDocId;
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              className={current ? `${styles.link} ${styles.current}` : styles.link}
              aria-current={current ? 'page' : undefined}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
