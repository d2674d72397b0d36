import React from 'react';
import type { TocItem } from '../../lib/toc';
import TOCItems from '../TOCItems';
import * as styles from './styles.module.css';

/** The mobile table of contents, collapsed at the top of the doc; <details> works without JavaScript. */
export default function TOCCollapsible({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <details className={styles.collapsible}>
      <summary className={styles.summary}>On this page</summary>
      <nav aria-label="On this page" className={styles.content}>
        <TOCItems items={items} />
      </nav>
    </details>
  );
}
