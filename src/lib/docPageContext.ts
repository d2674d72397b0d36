import type { HeadTags } from './head';
import type { PageChrome } from './chrome';

/** How a doc page marks the sidebar it is in (`markSidebar`). */
export interface SidebarMarks {
  /** Id of the sidebar leading to the doc. */
  id: string;
  /** The doc's href as the sidebar links it, path prefix included. */
  href: string;
  /** Numbers of the categories holding the doc, which the page opens. */
  open: number[];
}

/**
 * What createPages hands each doc page, beside the doc the template queries by `id`: the page's
 * chrome as HTML, rendered at build time. Its size does not grow with the site: the sidebar itself
 * reaches the browser once per visit, in the shared chrome's query result.
 */
export interface DocPageContext {
  /** The doc node, for the page query. */
  id: string;
  /** Routes (path prefix included) of the doc files the body links to, by their path in the docs folder. */
  docLinks: Record<string, string>;
  chrome: PageChrome;
  sidebar?: SidebarMarks;
  head: HeadTags;
}
