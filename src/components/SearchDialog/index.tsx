import React, { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { navigate } from 'gatsby';
import { resultHref } from '../../lib/search/marksParam';
import type { SearchEngine } from '../../lib/search/results';
import SearchIcon from '../../chrome/Icons/Search';
import LoadError from '../LoadError';
import NoResults from './NoResults';
import SearchResults from './SearchResults';
import { useSearchResults, type ShownResults } from './useSearchResults';
import * as styles from './styles.module.css';
import { formatMessage, messageParts } from '../../lib/i18n/format';
import type { LazyStrings } from '../../lib/i18n/lazyStrings';
import { lazyUiStrings } from '../../browser/lazyUiStrings';

interface Props {
  engine: SearchEngine;
  /** Text the reader typed while the dialog's code loaded. */
  initialInput?: string;
  /** Closes the dialog: on Escape (handled by the modal) and when a result or page is opened. */
  onClose: () => void;
}

/** What screen readers hear after each keystroke. */
function announcement(strings: LazyStrings, input: string, hitCount: number, pageCount: number): string {
  if (!input.trim()) return '';
  if (hitCount === 0) return formatMessage(strings, 'search.noResults', { input: input.trim() });
  const results =
    hitCount === 1 ? strings['search.oneResult'] : formatMessage(strings, 'search.resultsCount', { count: hitCount });
  return pageCount === 1
    ? formatMessage(strings, 'search.resultsOnOnePage', { results })
    : formatMessage(strings, 'search.resultsOnPages', { results, pages: pageCount });
}

/**
 * The search dialog's content (loaded on first open): a combobox input whose listbox shows results
 * as the reader types. The input keeps focus; arrow keys move the active option
 * (`aria-activedescendant`), Enter opens it. Results come from the search worker; until those of
 * the newest input arrive, the previous ones stay and the dialog is `aria-busy`.
 */
export default function SearchDialog({ engine, initialInput = '', onClose }: Props) {
  const [strings] = useState(lazyUiStrings);
  const [input, setInput] = useState(initialInput);
  const { shown, pending, failure, retry } = useSearchResults(engine, input);
  // The active option belongs to the results it was chosen in; new results start at the first.
  const [active, setActive] = useState<{ results: ShownResults; index: number }>({ results: shown, index: 0 });
  const activeIndex = active.results === shown ? active.index : 0;
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listboxId = `${id}-results`;
  // Stable between renders, so a keystroke does not render the results shown again while its own are searched.
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);
  const { groups } = shown;
  const hits = useMemo(() => groups.flatMap((group) => group.hits), [groups]);
  const setActiveIndex = useCallback((index: number) => setActive({ results: shown, index }), [shown]);

  useEffect(() => {
    const field = inputRef.current;
    field?.focus();
    // The caret goes after any typed-ahead text, where the next key belongs.
    field?.setSelectionRange(field.value.length, field.value.length);
  }, []);
  useEffect(() => {
    document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, activeIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (hits.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((activeIndex + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[activeIndex];
      onClose();
      navigate(resultHref(hit.page.route, hit.anchor, hit.terms));
    }
  };

  const expanded = hits.length > 0 && !failure;
  return (
    <div className={styles.searchDialog} aria-busy={pending}>
      <div className={styles.searchBox}>
        <SearchIcon className={styles.icon} />
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {strings['search.label']}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={expanded ? optionId(activeIndex) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder={strings['search.placeholder']}
          className={styles.input}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <div role="status" className="visually-hidden">
        {failure ? '' : announcement(strings, shown.input, hits.length, groups.length)}
      </div>
      {failure && <LoadError message={failure.message} onRetry={retry} />}
      {expanded && (
        <SearchResults
          id={listboxId}
          groups={groups}
          text={engine.text}
          strings={strings}
          activeIndex={activeIndex}
          optionId={optionId}
          onHover={setActiveIndex}
          onOpen={onClose}
        />
      )}
      {shown.input.trim() && !expanded && !failure && (
        <NoResults strings={strings} input={shown.input} browse={engine.browse} onOpen={onClose} />
      )}
      <p className={styles.keys} aria-hidden="true">
        {messageParts(strings, 'search.keys', {
          up: <kbd key="up">↑</kbd>,
          down: <kbd key="down">↓</kbd>,
          enter: <kbd key="enter">Enter</kbd>,
          escape: <kbd key="escape">Esc</kbd>,
        })}
      </p>
    </div>
  );
}
