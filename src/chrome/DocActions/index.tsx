import React from 'react';
import { useChrome } from '../../contexts/Chrome';
import { behaviourAttribute } from '../behaviourAttribute';
import { COPY_PAGE_ATTRIBUTES, COPY_PAGE_BEHAVIOUR } from './names';

/**
 * Above a doc, under its breadcrumbs: "Copy page as Markdown" and a link to the doc's Markdown
 * (`markdownHref`, the page's route plus `.md`). Static markup: the button's code loads with the
 * lazy behaviours when a reader first reaches it, and says what it did in the status line beside
 * it, which screen readers announce; the labels it shows then are in the markup, in the page's
 * language. The link opens a new tab: the site's router, which handles its own links, has no page there.
 */
export default function DocActions({ markdownHref }: { markdownHref: string }) {
  const { strings } = useChrome();
  return (
    <div className="doc-actions">
      <button
        type="button"
        className="doc-actions__copy"
        {...behaviourAttribute(COPY_PAGE_BEHAVIOUR)}
        {...{
          [COPY_PAGE_ATTRIBUTES.source]: markdownHref,
          [COPY_PAGE_ATTRIBUTES.copied]: strings['docActions.copied'],
          [COPY_PAGE_ATTRIBUTES.failed]: strings['docActions.copyFailed'],
        }}
      >
        {strings['docActions.copy']}
      </button>
      <span role="status" className="doc-actions__status" />
      <a href={markdownHref} type="text/markdown" target="_blank" rel="noopener" className="doc-actions__link">
        {strings['docActions.viewMarkdown']}
      </a>
    </div>
  );
}
