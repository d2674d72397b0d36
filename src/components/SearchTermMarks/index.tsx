import React, { useEffect, useState, type ComponentType, type RefObject } from 'react';
import { loadSearchText } from '../../browser/search/loadSearchText';
import { markedTermsOf, withoutMarks } from '../../lib/search/marksParam';
import type { AppliedMarks } from './markTermsOnPage';

interface Shown {
  search: string;
  words: string[];
  clear: () => void;
  Notice: ComponentType<{ words: readonly string[]; onClear: () => void }>;
}

/**
 * On the page a search result opened (`?highlight=` in its address), marks the matched words
 * in `container` and shows a control to clear them. The code for it loads only then, after
 * hydration, so the server's HTML and the first render match and no other page load carries it.
 */
export default function SearchTermMarks({
  search,
  container,
}: {
  search: string;
  container: RefObject<HTMLElement | null>;
}) {
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    const terms = markedTermsOf(search);
    const root = container.current;
    if (terms.length === 0 || !root) return undefined;
    let current = true;
    let applied: AppliedMarks | undefined;
    // The page's language is its doc set's, whose index gave the terms.
    Promise.all([
      import(/* webpackChunkName: "search-marks" */ './lazyMarks'),
      loadSearchText(document.documentElement.lang || 'en'),
    ])
      .then(([{ markTermsOnPage, MarksNotice }, text]) => {
        if (!current) return;
        applied = markTermsOnPage(root, terms, text);
        if (applied.words.length > 0) {
          setShown({ search, words: applied.words, clear: applied.clear, Notice: MarksNotice });
        }
      })
      // The marks are a convenience: if its code cannot load, the page reads as usual.
      .catch(() => undefined);
    return () => {
      current = false;
      applied?.clear();
    };
  }, [search, container]);

  if (!shown || shown.search !== search) return null;
  const { Notice, words } = shown;
  return (
    <Notice
      words={words}
      onClear={() => {
        shown.clear();
        setShown(null);
        // Reloading or sharing the page no longer marks the words; Gatsby's history state is kept.
        window.history.replaceState(window.history.state, '', withoutMarks(window.location));
      }}
    />
  );
}
