import MiniSearch from 'minisearch';
import type { BrowseLink, SearchIndexFile } from './indexFile';
import { INDEX_OPTIONS } from './options';
import { sectionRecords, type SearchPage } from './records';

/** Indexes every section of the pages, for the build to write as the search index file. */
export function buildSearchIndex(pages: readonly SearchPage[], browse: readonly BrowseLink[]): SearchIndexFile {
  const miniSearch = new MiniSearch(INDEX_OPTIONS);
  let nextId = 0;
  pages.forEach((page, pageIndex) => {
    const records = sectionRecords(page, pageIndex, nextId);
    nextId += records.length;
    miniSearch.addAll(records);
  });
  return {
    pages: pages.map(({ title, route }) => ({ title, route })),
    browse: [...browse],
    index: miniSearch.toJSON(),
  };
}
