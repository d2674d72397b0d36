import MiniSearch, { type SearchResult } from 'minisearch';
import { groupByPage, type ResultGroup, type SearchHit } from './group';
import type { BrowseLink, IndexedPage, SearchIndexFile } from './indexFile';
import { INDEX_OPTIONS, SEARCH_OPTIONS } from './options';
import { buildQuery } from './query';

export interface SearchEngine {
  /** Sections matching every word typed, grouped by page. */
  search(input: string): ResultGroup[];
  /** Pages to offer when nothing matches. */
  browse: BrowseLink[];
}

/** MiniSearch's results as hits, made one by one: grouping stops after the few it shows. */
function* hitsOf(results: readonly SearchResult[], pages: readonly IndexedPage[]): Generator<SearchHit> {
  for (const result of results) {
    yield {
      id: result.id as number,
      page: pages[result.page as number],
      heading: result.heading as string,
      anchor: result.anchor as string,
      text: result.text as string,
      terms: result.terms,
    };
  }
}

/** Loads the index file into MiniSearch (with the options it was built with) and searches it. */
export function loadSearchEngine(file: SearchIndexFile): SearchEngine {
  const miniSearch = MiniSearch.loadJS(file.index, INDEX_OPTIONS);
  return {
    browse: file.browse,
    search(input) {
      const query = buildQuery(input);
      const results = query ? miniSearch.search(query, SEARCH_OPTIONS) : [];
      return groupByPage(hitsOf(results, file.pages));
    },
  };
}
