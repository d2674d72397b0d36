import React, { useId, useState } from 'react';
import type { TocItem } from '../../lib/toc';
import Collapsible from '../Collapsible';
import TOCItems from '../TOCItems';
import * as styles from './styles.module.css';

/** The mobile table of contents, collapsed at the top of the doc; without JavaScript it shows open. */
export default function TOCCollapsible({ items }: { items: TocItem[] }) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  if (items.length === 0) return null;
  return (
    <div className={styles.collapsible}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((value) => !value)}
      >
        On this page
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <Collapsible open={open} id={contentId}>
        <nav aria-label="On this page" className={styles.content}>
          <TOCItems items={items} />
        </nav>
      </Collapsible>
    </div>
  );
}
