import MiniSearch from 'minisearch';
import { INDEX_OPTIONS } from './options';
import { decodeTerm, type EncodedTerm, type TermEntry } from './postings';
import { emptyIndex, type SearchStats } from './stats';

export interface LoadedIndex {
  has(file: string): boolean;
  add(file: string, terms: readonly EncodedTerm[]): void;
  /** MiniSearch over the terms of the files added so far. */
  miniSearch(): MiniSearch;
}

/**
 * The posting files loaded so far as one MiniSearch index with the statistics of the whole index,
 * so every term it holds scores exactly as in the whole index. It is loaded again (MiniSearch's
 * `loadJS`) after files were added, with the terms in the order of `files` (the manifest's, sorted),
 * so ties rank the same whatever was loaded first.
 */
export function loadedIndex(stats: SearchStats, files: readonly string[]): LoadedIndex {
  const empty = emptyIndex(stats);
  const loaded = new Map<string, TermEntry[]>();
  let current: MiniSearch | undefined;
  return {
    has: (file) => loaded.has(file),
    add(file, terms) {
      if (loaded.has(file)) return;
      loaded.set(file, terms.map(decodeTerm));
      current = undefined;
    },
    miniSearch() {
      current ??= MiniSearch.loadJS(
        { ...empty, index: files.flatMap((file) => loaded.get(file) ?? []) },
        INDEX_OPTIONS,
      );
      return current;
    },
  };
}
