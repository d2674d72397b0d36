import React from 'react';
import type { TocItem } from '../../lib/toc';
import Collapsible from '../../chrome/Collapsible';
import TOCItems from '../TOCItems';

/** Id of the mobile table of contents' list. */
const CONTENT_ID = 'toc-mobile-items';

/** The mobile table of contents, collapsed at the top of the doc; without JavaScript it shows open. */
export default function TOCCollapsible({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <div className="toc-mobile">
      <button
        type="button"
        className="toc-mobile__toggle"
        aria-expanded="false"
        aria-controls={CONTENT_ID}
        data-behaviour="collapsible"
      >
        On this page
        <span className="toc-mobile__caret" aria-hidden="true" />
      </button>
      <Collapsible id={CONTENT_ID}>
        <nav aria-label="On this page" className="toc-mobile__content">
          <TOCItems items={items} />
        </nav>
      </Collapsible>
    </div>
  );
}
