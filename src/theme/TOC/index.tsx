import React from 'react';
import type { TocItem } from '../../lib/toc';
import TOCItems from '../TOCItems';
import * as styles from './styles.module.css';

/** The desktop table of contents, beside the doc. */
export default function TOC({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-labelledby="toc-heading" className={styles.toc}>
      <p id="toc-heading" className={styles.heading}>
        On this page
      </p>
      <TOCItems items={items} />
    </nav>
  );
}
