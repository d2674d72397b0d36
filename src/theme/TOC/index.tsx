import React, { useMemo } from 'react';
import { tocIds, type TocItem } from '../../lib/toc';
import TOCItems from '../TOCItems';
import * as styles from './styles.module.css';
import { useActiveHeading } from './useActiveHeading';

/** The desktop table of contents, beside the doc; it marks the heading the reader has reached. */
export default function TOC({ items }: { items: TocItem[] }) {
  const ids = useMemo(() => tocIds(items), [items]);
  const activeId = useActiveHeading(ids);
  if (items.length === 0) return null;
  return (
    <nav aria-labelledby="toc-heading" className={styles.toc}>
      <p id="toc-heading" className={styles.heading}>
        On this page
      </p>
      <TOCItems items={items} activeId={activeId} />
    </nav>
  );
}
