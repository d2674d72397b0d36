import React, { useCallback, useEffect, useRef, useState } from 'react';
import { currentConnection } from '../../browser/prefetchPolicy';
import { connectionAllowsPrefetch } from '../../lib/prefetch';
import { isSearchShortcut } from '../../lib/search/shortcut';
import LazyLoad from '../LazyLoad';
import Modal from '../Modal';
import { searchResource } from './loadSearch';
import { useApplePlatform } from './useApplePlatform';
import { useTypeAhead } from './useTypeAhead';
import * as styles from './styles.module.css';

/** Loads search ahead of a likely open, under the site's prefetch rule (not on 2g or Save-Data). */
const prefetch = () => {
  if (!connectionAllowsPrefetch(currentConnection())) return;
  // A failed prefetch is forgotten; opening the dialog tries again and shows the error.
  searchResource.load().catch(() => undefined);
};

/**
 * The navbar's search button. It, Ctrl+K, ⌘K and `/` open the search dialog, whose code and index
 * load then (or on hover or focus of the button). Keys typed while they load are kept for the input.
 */
export default function SearchBar() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const apple = useApplePlatform();
  const typedAhead = useTypeAhead(open);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, event.target as HTMLElement | null)) return;
      // Ctrl+K would otherwise focus the browser's own search.
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.searchButton}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M15.5 15.5 20 20" />
        </svg>
        {/* The name stays in the accessibility tree on phones, where the visible word is hidden. */}
        <span className="visually-hidden">Search</span>
        <span className={styles.text} aria-hidden="true">
          Search
        </span>
        {/* Both labels take the same cell, so the button is as wide on the server as after hydration. */}
        <span className={styles.keys} aria-hidden="true">
          <kbd className={apple ? styles.hiddenKeys : undefined}>Ctrl K</kbd>
          <kbd className={apple ? undefined : styles.hiddenKeys}>⌘ K</kbd>
        </span>
      </button>
      {open && (
        <Modal label="Search the docs" closeLabel="Close search" onClose={close} returnFocusTo={buttonRef}>
          <LazyLoad resource={searchResource} label="search">
            {({ SearchDialog, engine }) => (
              <SearchDialog engine={engine} initialInput={typedAhead.current} onClose={close} />
            )}
          </LazyLoad>
        </Modal>
      )}
    </>
  );
}
