import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { INDEX_OPTIONS } from './options';
import { termFields, type EncodedTerm, type TermFields } from './postings';
import { emptyIndex, type SearchStats } from './stats';

export interface LoadedIndex {
  has(file: string): boolean;
  add(file: string, terms: readonly EncodedTerm[]): void;
  /** MiniSearch over the terms of the files added so far. */
  miniSearch(): MiniSearch;
}

/** The one private field used: MiniSearch's term index, a `SearchableMap` of each term's postings. */
type WithTermIndex = { _index: SearchableMap<TermFields> };

/**
 * The posting files loaded so far as one MiniSearch index with the statistics of the whole index,
 * so every term it holds scores exactly as in the whole index. MiniSearch has no public way to add
 * terms to a loaded index, and loading it again (`loadJS`) rebuilds its per-section maps (15 ms at
 * 3,000 pages) and every term's. So the sections are loaded once, when search opens, each file's
 * terms are decoded once, and after files are added a new term index of them all replaces the old
 * one. Terms go in the order of `files` (the manifest's, sorted), so ties rank the same whatever was
 * loaded first.
 */
export function loadedIndex(stats: SearchStats, files: readonly string[]): LoadedIndex {
  const miniSearch = MiniSearch.loadJS(emptyIndex(stats), INDEX_OPTIONS);
  const loaded = new Map<string, Array<[string, TermFields]>>();
  let current = true;
  return {
    has: (file) => loaded.has(file),
    add(file, terms) {
      if (loaded.has(file)) return;
      loaded.set(
        file,
        terms.map((term) => [term[0], termFields(term)]),
      );
      current = false;
    },
    miniSearch() {
      if (!current) {
        const index = new SearchableMap<TermFields>();
        for (const file of files) for (const [term, fields] of loaded.get(file) ?? []) index.set(term, fields);
        (miniSearch as unknown as WithTermIndex)._index = index;
        current = true;
      }
      return miniSearch;
    },
  };
}
