import React from 'react';
import { useChrome } from '../../contexts/Chrome';

/**
 * The note above a doc its locale has not translated, in the locale's language: the page is the
 * default locale's doc, served under the locale's path so that no link of the locale is dead.
 * It shares the version banner's look.
 */
export default function UntranslatedNotice() {
  const { strings } = useChrome();
  return (
    <div role="note" className="version-banner untranslated-notice">
      {strings['untranslated.notice']}
    </div>
  );
}
