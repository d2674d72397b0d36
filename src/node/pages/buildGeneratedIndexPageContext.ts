import type { Chrome } from '../../contexts/Chrome';
import type { GeneratedIndexItem, GeneratedIndexPageContext } from '../../lib/docPageContext';
import type { GeneratedIndexPlace } from '../../lib/docs/navigation';
import { headTagsOf } from '../../lib/head';
import { isSidebarCategory, type Breadcrumb, type SidebarEntry } from '../../lib/sidebar';
import { renderPageChrome } from '../chrome/renderChrome';
import siteConfig from '../../config/site.config';
import { mainDocRoute } from '../../lib/versions';
import { routeInVersion } from '../../lib/docs/versionLinks';
import { joinPath } from '../../lib/paths';
import { tagsRoute } from '../../lib/docs/tags';
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
    /** A tag's page, or the page of all tags: another locale has it only where its docs name tags. */
    tagPage?: true;
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
  const localeRoutes = page.tagPage ? tagPageLocaleRoutes(site, route) : undefined;
  const chrome: Chrome = {
    pathPrefix,
    locale: site.locale,
    pathname: route,
    doc,
    sidebars: site.sidebars,
    navigation: site.navigation,
    docIdsOf: site.docIdsOf,
    ...(localeRoutes && Object.keys(localeRoutes).length > 0 ? { localeRoutes } : {}),
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
        alternates: alternateRoutes(site, route, { tagPage: page.tagPage }),
      },
      site,
    ),
    title,
    ...(description ? { description } : {}),
    items,
  };
}

/**
 * Where the locale dropdown of a tag's page (or the page of all tags) leads in each locale whose
 * docs do not name the tag: that locale's page of all tags, or its version's main doc when none of
 * its docs has a tag.
 */
export function tagPageLocaleRoutes(
  site: Pick<SiteOfPages, 'version' | 'alternates'>,
  route: string,
): Record<string, string> {
  const inVersion = routeInVersion(site.version.path, route);
  return Object.fromEntries(
    site.alternates.flatMap(({ locale, versionPath, tagPages }) => {
      if (tagPages.has(joinPath(versionPath, inVersion))) return [];
      const allTags = tagsRoute(versionPath);
      return [[locale, tagPages.has(allTags) ? allTags : versionPath]];
    }),
  );
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
