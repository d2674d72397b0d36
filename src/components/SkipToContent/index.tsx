import React from 'react';

/** Id of the <main> element the skip link moves focus to. */
export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: lets keyboard readers jump past the navigation. */
export default function SkipToContent() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} data-behaviour="skip-link">
      Skip to main content
    </a>
  );
}
