import React from 'react';
import { TOC_ATTRIBUTE, TOC_CLASSES } from './names';
import type { TocItem } from './toc';
import TOCItems from './TOCItems';
import { useChrome } from '../../contexts/Chrome';

/**
 * The desktop table of contents, beside the doc. Once the reader scrolls, it marks the heading they
 * have reached (./behaviour.ts).
 */
export default function TOC({ items }: { items: TocItem[] }) {
  const { strings } = useChrome();
  if (items.length === 0) return null;
  return (
    <nav aria-labelledby="toc-heading" className={TOC_CLASSES.root} {...{ [TOC_ATTRIBUTE]: true }}>
      <p id="toc-heading" className={TOC_CLASSES.heading}>
        {strings['toc.title']}
      </p>
      <TOCItems items={items} />
    </nav>
  );
}
