import type { Chrome } from '../../contexts/Chrome';
import type { GeneratedIndexItem, GeneratedIndexPageContext } from '../../lib/docPageContext';
import type { GeneratedIndexPlace } from '../../lib/docs/navigation';
import { headTagsOf } from '../../lib/head';
import { isSidebarCategory, type SidebarEntry } from '../../lib/sidebar';
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
  const { pathPrefix } = site;
  const title = category.generatedIndex.title ?? category.label;
  const { description } = category.generatedIndex;
  const items = category.items.map((entry) => itemOf(entry, descriptionOf));
  // The navbar knows the page's version; its dropdown leads to each version's main doc.
  const doc = {
    id: '',
    version: site.version.name,
    versionRoutes: Object.fromEntries(site.versions.map((version) => [version.name, mainDocRoute(version)])),
  };
  const chrome: Chrome = {
    pathPrefix,
    locale: site.locale,
    pathname: category.href,
    doc,
    sidebars: site.sidebars,
    navigation: site.navigation,
    docIdsOf: site.docIdsOf,
  };
  return {
    locale: site.locale,
    chrome: renderPageChrome(chrome, {
      breadcrumbs: site.version.breadcrumbs ? place.breadcrumbs : [],
      toc: [],
      banner: versionBanner(site, siteConfig.title),
    }),
    sidebar: sidebarMarks(site, place, `${pathPrefix}${category.href}`),
    head: headTagsOf(
      // Search engines and link previews read a description: without one, the page's own list says what it holds.
      {
        title,
        description: description ?? `${title}: ${items.map((item) => item.label).join(', ')}.`,
        route: category.href,
        alternates: alternateRoutes(site, category.href),
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
