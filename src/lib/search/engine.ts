import MiniSearch, { type SearchResult } from 'minisearch';
import { groupByPage, type ResultGroup, type SearchHit } from './group';
import type { BrowseLink, IndexedPage, SearchIndexFile } from './indexFile';
import { INDEX_OPTIONS, SEARCH_OPTIONS } from './options';
import { buildQuery } from './query';

export interface SearchEngine {
  /** Sections matching every word typed, or any word when none matches all; grouped by page. */
  search(input: string): ResultGroup[];
  /** Pages to offer when nothing matches. */
  browse: BrowseLink[];
}

function toHit(result: SearchResult, pages: readonly IndexedPage[]): SearchHit {
  return {
    id: result.id as number,
    page: pages[result.page as number],
    heading: result.heading as string,
    anchor: result.anchor as string,
    text: result.text as string,
    terms: result.terms,
  };
}

/** Loads the index file into MiniSearch (with the options it was built with) and searches it. */
export function loadSearchEngine(file: SearchIndexFile): SearchEngine {
  const miniSearch = MiniSearch.loadJS(file.index, INDEX_OPTIONS);
  const run = (input: string, combineWith: 'AND' | 'OR') => {
    const query = buildQuery(input, combineWith);
    return query ? miniSearch.search(query, SEARCH_OPTIONS) : [];
  };
  return {
    browse: file.browse,
    search(input) {
      const results = run(input, 'AND');
      const ranked = results.length > 0 ? results : run(input, 'OR');
      return groupByPage(ranked.map((result) => toHit(result, file.pages)));
    },
  };
}
