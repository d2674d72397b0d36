import type { SiteSettings } from '../config/schema';
import type { MarkupChanges } from './markupChanges';
import type { SidebarLink } from './sidebar';

/** Markup of the chrome around every page, rendered once per build: the browser loads it once per visit. */
export interface SiteChrome {
  /** Skip link, announcement bar and navbar, as on a page that is no doc (the not-found page). */
  header: string;
  footer: string;
  /**
   * Each sidebar as all its pages start: its top level (each page adds its own branch, from its
   * context), and the name of its file (`SidebarParts`, under `sidebarFileRoute`), which fills a
   * category a reader opens, once per deploy (cached for a year).
   */
  sidebars: Record<string, { top: string; file: string }>;
  /** The navbar items of the mobile menu, where dropdowns open inline. */
  mobileMenu: string;
  /** The pages at the top of the sidebars, offered by the not-found page. */
  topPages: SidebarLink[];
  /**
   * The site's settings the hydrated components show (the mobile menu's title, the crash screen's
   * browser title) and the not-found page follows (redirects), from the validated site config.
   */
  settings: Pick<SiteSettings, 'title' | 'titleDelimiter' | 'redirects'>;
}

/** Markup of a doc page's own chrome, rendered once per page. */
/** The frame of a page that is no doc, in its locale: what the Layout takes from a page's chrome. */
export type FrameChrome = { header: string } & Required<Pick<PageChrome, 'footer' | 'mobileMenu'>>;

export interface PageChrome {
  /** Skip link, announcement bar and navbar, as their changes to the site's header where those are much smaller (`changesFrom`). */
  header: string | MarkupChanges;
  /** What stands above the doc: the version banner of a version that is not the latest, then the breadcrumbs. */
  breadcrumbs: string;
  toc: string;
  tocMobile: string;
  pager: string;
  /** The end of the doc: its tags, "Edit this page" and "Last updated on … by …", where the doc has any. */
  docFooter?: string;
  /** The page's own navbar items of the mobile menu, on a site of several versions or a page of another locale than the default; without them, the site's serve. */
  mobileMenu?: string;
  /** The page's own footer, on a page of another locale than the default (the site's is the default locale's). */
  footer?: string;
}
