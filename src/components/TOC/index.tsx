import React from 'react';
import type { TocItem } from '../../lib/toc';
import TOCItems from '../TOCItems';

/**
 * The desktop table of contents, beside the doc. Once the reader scrolls, it marks the heading they
 * have reached (src/browser/behaviours/activeHeading.ts).
 */
export default function TOC({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-labelledby="toc-heading" className="toc" data-toc>
      <p id="toc-heading" className="toc__heading">
        On this page
      </p>
      <TOCItems items={items} />
    </nav>
  );
}
