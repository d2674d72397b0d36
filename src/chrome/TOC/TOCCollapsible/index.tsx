import React from 'react';
import { behaviourAttribute } from '../../behaviourAttribute';
import Collapsible from '../../Collapsible';
import { COLLAPSIBLE_BEHAVIOUR } from '../../Collapsible/names';
import { TOC_MOBILE_CLASSES } from '../names';
import type { TocItem } from '../toc';
import TOCItems from '../TOCItems';
import { useChrome } from '../../../contexts/Chrome';

/** Id of the mobile table of contents' list. */
const CONTENT_ID = 'toc-mobile-items';

/** The mobile table of contents, collapsed at the top of the doc; without JavaScript it shows open. */
export default function TOCCollapsible({ items }: { items: TocItem[] }) {
  const { strings } = useChrome();
  if (items.length === 0) return null;
  return (
    <div className={TOC_MOBILE_CLASSES.root}>
      <button
        type="button"
        className={TOC_MOBILE_CLASSES.toggle}
        aria-expanded="false"
        aria-controls={CONTENT_ID}
        {...behaviourAttribute(COLLAPSIBLE_BEHAVIOUR)}
      >
        {strings['toc.title']}
        <span className={TOC_MOBILE_CLASSES.caret} aria-hidden="true" />
      </button>
      <Collapsible id={CONTENT_ID}>
        <nav aria-label={strings['toc.title']} className={TOC_MOBILE_CLASSES.content}>
          <TOCItems items={items} />
        </nav>
      </Collapsible>
    </div>
  );
}
