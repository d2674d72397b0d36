import type { SearchPageKind } from './records';

/** A page to offer when nothing matches: the sidebar's entries. */
export interface BrowseLink {
  label: string;
  href: string;
}

/** Name of the manifest in the search folder: fixed, so it must be revalidated; every other file is named by its content. */
export const MANIFEST_FILE = 'index.json';

/**
 * The manifest of a doc set's search index, by the set's name (`docSetSlug`, which no two sets share):
 * `index.json` for the set at the root, `index-1.0.json` for another version, `index-@ar.json` and
 * `index-1.0@ar.json` for Arabic's. The sets share the folder, whose other
 * files are named by their content, so what two versions or locales hold alike is written and
 * downloaded once.
 */
export const manifestFileOf = (slug: string): string => `index${slug ? `-${slug}` : ''}.json`;

/**
 * Attribute of the search button on a page of a doc set not at the root, valued with its index's
 * manifest: search finds the pages of the version the reader is in. Here, not with the button's
 * names: the search chunk importing those would split them out of the first load's code (33 bytes).
 */
export const SEARCH_INDEX_ATTRIBUTE = 'data-search-index';

/** Whether a file of the search folder is a manifest (`manifestFileOf`), whose name does not change. */
export const isManifestFile = (file: string): boolean => file === MANIFEST_FILE || /^index[-@][^/]+\.json$/.test(file);

/** Ranges of a sorted key space, each `[first key, file]`; the first range starts at ''. */
export type FileRanges = Array<[first: string, file: string]>;

/**
 * The entry point of the split search index: where each piece is, relative to the manifest.
 * The worker loads it and the statistics when search opens, then the pieces each query needs.
 */
export interface SearchManifest {
  /**
   * The language of the doc set's locale (its `htmlLang`: `en`, `ar`), which the index was built
   * with: the search reads input with the same tokenizer (`searchTextOf`).
   */
  language: string;
  /** The doc set's locale code: a page searches the index of its own locale only. */
  locale: string;
  /** The scoring statistics (`SearchStats`). */
  stats: string;
  /** Vocabulary files by character: a file holds the sorted terms whose first or second character it covers. */
  terms: FileRanges;
  /** Posting files by term: a file holds the terms from its first term to the next file's, encoded (`EncodedTerm[]`). */
  postings: FileRanges;
  /** Folder of the page texts, one `<page position>.json` each (`PageTexts`). */
  pages: string;
  /**
   * Files by first character listing the beginnings whose keystroke loads posting files (see
   * `loadingBeginnings`), each with the number of its file in `shown` (`BeginningTexts`).
   */
  beginnings: FileRanges;
  /** Folder of the texts of the pages shown for those beginnings, one `<number>.json` each (`ShownTexts`). */
  shown: string;
  /** Beginnings too common to complete (see `MAX_COMPLETION_POSTINGS`), sorted. */
  commonPrefixes: string[];
  browse: BrowseLink[];
}

/** What a result shows of a section. */
export interface SectionText {
  heading: string;
  anchor: string;
  text: string;
}

/**
 * What results show of a page and its sections, in section order: one file per page, fetched for
 * the pages shown, so a keystroke's results need at most `MAX_PAGES` requests however many of a
 * page's sections match.
 */
export interface PageTexts {
  title: string;
  route: string;
  /** Absent for a doc. */
  kind?: SearchPageKind;
  sections: SectionText[];
}

/** The file of the range holding `key`: the last one whose first key is not after it. */
export function fileOf(ranges: FileRanges, key: string): string {
  let low = 0;
  let high = ranges.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (ranges[middle][0] <= key) low = middle;
    else high = middle - 1;
  }
  return ranges[low][1];
}
