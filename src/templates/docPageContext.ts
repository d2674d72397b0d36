import type { Breadcrumb, SidebarLink } from '../lib/sidebar';

/**
 * What createPages hands each doc page, beside the doc the template queries by `id`. Its size does
 * not grow with the site: the sidebar itself reaches the browser once, in a shared query result.
 */
export interface DocPageContext {
  /** The doc node, for the page query. */
  id: string;
  docId: string;
  /** Id of the sidebar leading to the doc, if one does. */
  sidebarId?: string;
  breadcrumbs: Breadcrumb[];
  previous?: SidebarLink;
  next?: SidebarLink;
  /** Name of the doc's version. */
  version: string;
  /** Where each version's entry of the version dropdown leads from this doc, by version name. */
  versionRoutes: Record<string, string>;
  /** Routes (path prefix included) of the doc files the body links to, by their path in the docs folder. */
  docLinks: Record<string, string>;
}
