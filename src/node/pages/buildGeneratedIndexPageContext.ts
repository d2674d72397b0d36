import type { Chrome } from '../../contexts/Chrome';
import type { GeneratedIndexItem, GeneratedIndexPageContext } from '../../lib/docPageContext';
import type { GeneratedIndexPlace } from '../../lib/docs/navigation';
import { headTagsOf } from '../../lib/head';
import { isSidebarCategory, type Breadcrumb, type SidebarEntry } from '../../lib/sidebar';
import { renderPageChrome } from '../chrome/renderChrome';
import siteConfig from '../../config/site.config';
import { mainDocRoute } from '../../lib/versions';
import { alternateRoutes, sidebarMarks, versionBanner, type SiteOfPages } from './buildDocPageContext';

/**
 * The context of a category's generated index page: the chrome a doc page has (navbar, breadcrumbs,
 * the sidebar marked with the category open and its link current; no table of contents or pager),
 * then the category's items, each doc with its front-matter description (`descriptionOf`).
 */
export function buildGeneratedIndexPageContext(
  place: GeneratedIndexPlace,
  site: SiteOfPages,
  descriptionOf: (docId: string) => string | undefined,
): GeneratedIndexPageContext {
  const { category } = place;
  const title = category.generatedIndex.title ?? category.label;
  return listPageContext(site, {
    route: category.href,
    title,
    description: category.generatedIndex.description,
    items: category.items.map((entry) => itemOf(entry, descriptionOf)),
    breadcrumbs: place.breadcrumbs,
    place,
  });
}

/**
 * The context of a page that lists pages, in the doc page's frame (a category's generated index, a
 * tag's page, the page of all tags): the chrome a doc page has (navbar, breadcrumbs, the sidebar
 * marked at `place` where the page has one; no table of contents or pager), then its title, its
 * sentence and its items.
 */
export function listPageContext(
  site: SiteOfPages,
  page: {
    route: string;
    title: string;
    description?: string;
    items: GeneratedIndexItem[];
    breadcrumbs?: Breadcrumb[];
    place?: { sidebarId: string; open: number[] };
  },
): GeneratedIndexPageContext {
  const { pathPrefix } = site;
  const { route, title, description, items, place } = page;
  // The navbar knows the page's version; its dropdown leads to each version's main doc.
  const doc = {
    id: '',
    version: site.version.name,
    versionRoutes: Object.fromEntries(site.versions.map((version) => [version.name, mainDocRoute(version)])),
  };
  const chrome: Chrome = {
    pathPrefix,
    locale: site.locale,
    pathname: route,
    doc,
    sidebars: site.sidebars,
    navigation: site.navigation,
    docIdsOf: site.docIdsOf,
  };
  return {
    locale: site.locale,
    chrome: renderPageChrome(chrome, site.sharedHeader, {
      breadcrumbs: site.version.breadcrumbs ? (page.breadcrumbs ?? []) : [],
      toc: [],
      banner: versionBanner(site, siteConfig.title),
    }),
    ...(place ? { sidebar: sidebarMarks(site, place, `${pathPrefix}${route}`) } : {}),
    head: headTagsOf(
      // Search engines and link previews read a description: without one, the page's own list says what it holds.
      {
        title,
        description: description ?? `${title}: ${items.map((item) => item.label).join(', ')}.`,
        route,
        alternates: alternateRoutes(site, route),
      },
      site,
    ),
    title,
    ...(description ? { description } : {}),
    items,
  };
}

function itemOf(entry: SidebarEntry, descriptionOf: (docId: string) => string | undefined): GeneratedIndexItem {
  const description = isSidebarCategory(entry)
    ? (entry.generatedIndex?.description ?? (entry.docId ? descriptionOf(entry.docId) : undefined))
    : entry.docId && descriptionOf(entry.docId);
  return {
    label: entry.label,
    ...(entry.href ? { href: entry.href } : {}),
    ...(description ? { description } : {}),
  };
}
