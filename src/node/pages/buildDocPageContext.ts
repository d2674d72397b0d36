import type { Navigation } from '../../config/navigationSchema';
import type { Version } from '../../config/schema';
import type { Chrome } from '../../contexts/Chrome';
import type { DocPageContext, SidebarMarks } from '../../lib/docPageContext';
import { buildBreadcrumbs, type DocPlace } from '../../lib/docs/navigation';
import type { DocRecord } from '../../lib/docs/record';
import { headTagsOf } from '../../lib/head';
import type { SidebarParts, Sidebars } from '../../lib/sidebar';
import { buildToc } from '../../chrome/TOC/toc';
import { mainDocRoute, versionHref } from '../../lib/versions';
import { renderPageChrome } from '../chrome/renderChrome';

/** What a doc page's context is built from, of the doc: its node id and what its chrome shows. */
export type ContextDoc = Pick<
  DocRecord,
  'docId' | 'route' | 'title' | 'description' | 'sidebarLabel' | 'headings' | 'docLinks'
> & { id: string };

/** What every doc page's context is built from, the same for all pages of a build. */
export interface SiteOfPages {
  /** Path prefix of the build (`/docs`), or '' at the root. */
  pathPrefix: string;
  siteUrl: string;
  sidebars: Sidebars;
  /** Where each doc is in them (`docPlaces`). */
  places: ReadonlyMap<string, DocPlace>;
  /** Each sidebar's parts (`SidebarParts`), from which a page takes its branch. */
  sidebarParts: Readonly<Record<string, SidebarParts>>;
  navigation: Navigation;
  /** The version the docs folder is built as, and every version of the site config. */
  version: Version;
  versions: readonly Version[];
  /** Code of the locale the pages are built in. */
  locale: string;
  /** Ids of the docs the build publishes. */
  publishedIds: ReadonlySet<string>;
  /** Route (path prefix included) of each published doc, by its path in the docs folder. */
  routeOfFile: ReadonlyMap<string, string>;
}

/**
 * How a page marks its sidebar: its link, the categories to open, and the items of those the
 * sidebar's top level writes empty (its branch), which its HTML and a route change to it add.
 */
export function sidebarMarks(
  site: Pick<SiteOfPages, 'sidebarParts'>,
  place: { sidebarId: string; open: number[] },
  href: string,
): SidebarMarks {
  const { lists } = site.sidebarParts[place.sidebarId] ?? { lists: {} };
  const branch = Object.fromEntries(place.open.flatMap((number) => (number in lists ? [[number, lists[number]]] : [])));
  return { id: place.sidebarId, href, open: place.open, lists: branch };
}

/**
 * The context createPages gives a doc's page: its node id, the routes of the doc files it links to,
 * its chrome rendered to HTML, how it marks its sidebar and its head tags. Nothing more: page data
 * reaches the browser once per page, so what all pages share (the sidebars) travels in the site's
 * chrome instead, and nothing the browser does not read is shipped.
 */
export function buildDocPageContext(doc: ContextDoc, site: SiteOfPages): DocPageContext {
  const { pathPrefix, sidebars, version } = site;
  const place = site.places.get(doc.docId);
  const sidebarId = place?.sidebarId;
  const sidebar = sidebarId ? sidebars[sidebarId] : [];
  const chrome: Chrome = {
    pathPrefix,
    locale: site.locale,
    pathname: doc.route,
    sidebars,
    navigation: site.navigation,
    doc: {
      id: doc.docId,
      sidebarId,
      version: version.name,
      versionRoutes: Object.fromEntries(
        site.versions.map((candidate) => [
          candidate.name,
          versionHref(candidate, candidate.name === version.name ? site.publishedIds : new Set(), doc.docId),
        ]),
      ),
    },
  };
  return {
    id: doc.id,
    locale: site.locale,
    docLinks: Object.fromEntries(
      doc.docLinks.flatMap((target) => (site.routeOfFile.has(target) ? [[target, site.routeOfFile.get(target)!]] : [])),
    ),
    chrome: renderPageChrome(chrome, {
      breadcrumbs: version.breadcrumbs
        ? buildBreadcrumbs(
            { id: doc.docId, route: doc.route, label: doc.sidebarLabel ?? doc.title },
            sidebar,
            mainDocRoute(version),
          )
        : [],
      toc: buildToc(doc.headings),
      previous: place?.previous,
      next: place?.next,
    }),
    ...(place ? { sidebar: sidebarMarks(site, place, `${pathPrefix}${doc.route}`) } : {}),
    head: headTagsOf(doc, { siteUrl: site.siteUrl, pathPrefix }),
  };
}
