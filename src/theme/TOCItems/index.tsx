import React from 'react';
import type { TocItem } from '../../lib/toc';
import * as styles from './styles.module.css';

/** Nested list of heading links, shared by the desktop TOC and the mobile collapsible. */
export default function TOCItems({ items, activeId }: { items: TocItem[]; activeId?: string }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className={item.id === activeId ? `${styles.link} ${styles.active}` : styles.link}
            aria-current={item.id === activeId ? 'location' : undefined}
          >
            {item.value}
          </a>
          {item.children.length > 0 && <TOCItems items={item.children} activeId={activeId} />}
        </li>
      ))}
    </ul>
  );
}
