import type { SearchPageKind } from './records';
import type { BrowseLink } from './manifest';
import type { SearchText } from './text';

/** A page as a result names it. */
export interface IndexedPage {
  title: string;
  route: string;
  /** Absent for a doc; a category's generated index page is named as one. */
  kind?: SearchPageKind;
}

/** One matching section, ready to show. */
export interface SearchHit {
  id: number;
  page: IndexedPage;
  heading: string;
  anchor: string;
  text: string;
  /** The indexed words that matched, for the term marks. */
  terms: string[];
}

export interface ResultGroup {
  page: IndexedPage;
  hits: SearchHit[];
}

/** Search as the dialog uses it, wherever it runs. */
export interface SearchEngine {
  /** Pages to offer when nothing matches. */
  browse: BrowseLink[];
  /** The tokenizer of the index's language (`SearchManifest.language`): the results' words are marked as it reads them. */
  text: SearchText;
  /**
   * Sections matching every word typed, grouped by page; `undefined` when a later search replaced
   * this one before it ran (or `signal` aborted it).
   */
  search(input: string, signal?: AbortSignal): Promise<ResultGroup[] | undefined>;
}
