import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { INDEX_OPTIONS } from './options';
import { termFields, type EncodedTerm, type TermFields } from './postings';
import { giveFieldLengths } from './sectionScores';
import { emptyIndex, type SearchStats } from './stats';

export interface LoadedIndex {
  /** Adds the terms of a posting file, once. */
  add(file: string, terms: readonly EncodedTerm[]): void;
  /** MiniSearch over those of `terms` that were added: give it every term a query can match. */
  miniSearchOf(terms: Iterable<string>): MiniSearch;
}

/** The one private field used: MiniSearch's term index, a `SearchableMap` of each term's postings. */
type WithTermIndex = { _index: SearchableMap<TermFields> };

/**
 * The posting files loaded so far, searched through one MiniSearch with the statistics of the
 * whole index, so every term it holds scores exactly as in the whole index. MiniSearch has no public
 * way to add terms to a loaded index, and loading it again (`loadJS`) rebuilds its per-section maps
 * (15 ms at 3,000 pages) and every term's. So the sections are loaded once, when search opens, and
 * each query gets a term index of only the terms it can match (tens to hundreds, where the files
 * loaded hold thousands), each decoded on its first use. Terms go in sorted order, as in the
 * whole index's files, so ties rank the same whatever was loaded first.
 */
export function loadedIndex(stats: SearchStats): LoadedIndex {
  const miniSearch = MiniSearch.loadJS(emptyIndex(stats), INDEX_OPTIONS);
  giveFieldLengths(miniSearch, stats.fieldLengths);
  const added = new Set<string>();
  const encoded = new Map<string, EncodedTerm>();
  const decoded = new Map<string, TermFields>();
  const fieldsOf = (term: string) => {
    let fields = decoded.get(term);
    const entry = encoded.get(term);
    if (!fields && entry) {
      fields = termFields(entry);
      decoded.set(term, fields);
    }
    return fields;
  };
  return {
    add(file, terms) {
      if (added.has(file)) return;
      added.add(file);
      for (const term of terms) encoded.set(term[0], term);
    },
    miniSearchOf(terms) {
      const index = new SearchableMap<TermFields>();
      for (const term of [...terms].sort()) {
        const fields = fieldsOf(term);
        if (fields) index.set(term, fields);
      }
      (miniSearch as unknown as WithTermIndex)._index = index;
      return miniSearch;
    },
  };
}
