import type { BodyLanguage } from './content/bodyLanguage';
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
  /**
   * The items of those of them that the sidebar's top level writes without them, by number: the
   * page's branch, bounded by the sidebar's depth, not its size.
   */
  lists: Record<number, string>;
}

/**
 * What createPages hands each doc page, beside the doc the template queries by `id`: the page's
 * chrome as HTML, rendered at build time. Its size does not grow with the site: the sidebar itself
 * reaches the browser once per visit, in the shared chrome's query result.
 */
export interface DocPageContext {
  /** The doc node, for the page query. */
  id: string;
  /** Code of the page's locale: its `<html lang dir>` and the labels its scripts show (gatsby-ssr.tsx). */
  locale: string;
  /** Routes (path prefix included) of the doc files the body links to, by their path in the docs folder. */
  docLinks: Record<string, string>;
  chrome: PageChrome;
  sidebar?: SidebarMarks;
  head: HeadTags;
  /** The body's language, on the page of a doc its locale has not translated (the default locale's). */
  bodyLanguage?: BodyLanguage;
  /** Front matter `hide_title`: the title heading is hidden from view. */
  hideTitle?: true;
  /** When the doc last changed (ISO 8601), its "Last updated" date: the sitemap's `lastmod` (src/node/pages/sitemapLastmod.ts). */
  lastmod?: string;
}

/** An entry of a generated index page: a doc, a subcategory or a link of the category, with its description. */
export interface GeneratedIndexItem {
  label: string;
  /** Absent for a subcategory that links nowhere (`link: null`). */
  href?: string;
  /** The doc's front-matter description, or the subcategory's. */
  description?: string;
}

/**
 * What createPages hands a category's generated index page: its chrome, sidebar marks and head
 * tags as a doc page's, then its heading, its sentence and the category's own items, so its size
 * grows with the category, not with the site.
 */
export interface GeneratedIndexPageContext extends Omit<
  DocPageContext,
  'id' | 'docLinks' | 'bodyLanguage' | 'lastmod' | 'hideTitle'
> {
  title: string;
  description?: string;
  items: GeneratedIndexItem[];
}
