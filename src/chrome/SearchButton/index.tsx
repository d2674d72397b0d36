import React from 'react';
import { behaviourAttribute } from '../behaviourAttribute';
import SearchIcon from '../Icons/Search';
import { SEARCH_INDEX_ATTRIBUTE } from '../../lib/search/manifest';
import { SEARCH_BEHAVIOUR } from './names';
import { useChrome } from '../../contexts/Chrome';

/**
 * The navbar's search button. It, Ctrl+K, ⌘K and `/` open the search dialog, whose code and index
 * load then, or when the pointer rests on or focus reaches the button (src/browser/search/launcher.ts).
 * `index` names the manifest of the page's version's index when that version is not at the root.
 */
export default function SearchButton({ index }: { index?: string }) {
  const label = useChrome().strings['navbar.search'];
  return (
    <button
      type="button"
      className="search-button"
      aria-keyshortcuts="Control+K Meta+K /"
      aria-haspopup="dialog"
      {...behaviourAttribute(SEARCH_BEHAVIOUR)}
      {...(index ? { [SEARCH_INDEX_ATTRIBUTE]: index } : {})}
    >
      <SearchIcon />
      {/* The name stays in the accessibility tree on phones, where the visible word is hidden. */}
      <span className="visually-hidden">{label}</span>
      <span className="search-button__text" aria-hidden="true">
        {label}
      </span>
      {/* Both labels take the same cell, so the button is as wide whichever shows (<html data-apple>). */}
      <span className="search-button__keys" aria-hidden="true">
        <kbd className="search-button__ctrl">Ctrl K</kbd>
        <kbd className="search-button__cmd">⌘ K</kbd>
      </span>
    </button>
  );
}
