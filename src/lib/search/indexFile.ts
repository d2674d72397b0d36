import type { AsPlainObject } from 'minisearch';

/** A doc as a result names it. */
export interface IndexedPage {
  title: string;
  route: string;
}

/** A page to offer when nothing matches: the sidebar's entries. */
export interface BrowseLink {
  label: string;
  href: string;
}

/** The static file the build writes and the search dialog fetches. */
export interface SearchIndexFile {
  /** Docs in index order; records point at them by position. */
  pages: IndexedPage[];
  browse: BrowseLink[];
  /** MiniSearch's serialized index (`toJSON`), built with `INDEX_OPTIONS`. */
  index: AsPlainObject;
}
