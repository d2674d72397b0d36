import type { Navigation } from '../../config/navigationSchema';
import type { Version } from '../../config/schema';
import siteConfig from '../../config/site.config';
import type { Chrome } from '../../contexts/Chrome';
import type { DocPageContext, SidebarMarks } from '../../lib/docPageContext';
import { buildBreadcrumbs, type DocPlace } from '../../lib/docs/navigation';
import type { DocRecord } from '../../lib/docs/record';
import { bodyLanguageOf } from '../../lib/content/bodyLanguage';
import { headTagsOf } from '../../lib/head';
import type { SidebarParts, Sidebars } from '../../lib/sidebar';
import { buildToc } from '../../chrome/TOC/toc';
import type { VersionBannerProps } from '../../chrome/VersionBanner';
import type { DocFooterProps } from '../../chrome/DocFooter';
import { sidebarKey } from '../../lib/docs/docSets';
import { pagerLinks, type PagerDoc, type PagerSettings } from '../../lib/docs/pagination';
import { tagOf, type TagsFile } from '../../lib/docs/tags';
import { absoluteUrl, docRoute, joinPath } from '../../lib/paths';
import { routeInVersion } from '../../lib/docs/versionLinks';
import { currentVersionOf, latestVersionOf, mainDocRoute, versionHref, type DocsOfVersion } from '../../lib/versions';
import { defaultLocaleOf } from '../../lib/locales';
import { renderPageChrome } from '../chrome/renderChrome';

/** What a doc page's context is built from, of the doc: its node id and what its chrome shows. */
export type ContextDoc = Pick<
  DocRecord,
  | 'docId'
  | 'route'
  | 'title'
  | 'description'
  | 'sidebarLabel'
  | 'headings'
  | 'docLinks'
  | 'siteLinks'
  | 'keywords'
  | 'image'
  | 'hideTitle'
  | 'hideTableOfContents'
  | 'tocMinLevel'
  | 'tocMaxLevel'
  | 'unlisted'
  | 'tags'
> &
  PagerSettings & { id: string };

/** What every doc page's context is built from, the same for all pages of a doc set (a version). */
export interface SiteOfPages {
  /** Path prefix of the build (`/docs`), or '' at the root. */
  pathPrefix: string;
  siteUrl: string;
  /** The doc set's name (`docSetSlug`): its sidebars' keys in what every page shares start with it. */
  slug: string;
  /** The doc set's sidebars. */
  sidebars: Sidebars;
  /** Where each doc is in them (`docPlaces`). */
  places: ReadonlyMap<string, DocPlace>;
  /** The tags `<content>/tags.yml` declares, if it exists: a doc's tags take their labels from it. */
  declaredTags?: TagsFile;
  /** The docs the links under a doc may lead to, by id: the set's listed docs (`isListed`). */
  pagerDocs: ReadonlyMap<string, PagerDoc>;
  /** Each sidebar's parts (`SidebarParts`), from which a page takes its branch. */
  sidebarParts: Readonly<Record<string, SidebarParts>>;
  /** The header of the site's chrome, which every page's data holds its own as changes to. */
  sharedHeader: string;
  navigation: Navigation;
  /** The doc set's version, and every version of the site config. */
  version: Version;
  versions: readonly Version[];
  /** Code of the doc set's locale: its pages' `<html lang dir>` and labels. */
  locale: string;
  /** Ids of the docs of the set its locale has not translated: the default locale's, marked so (empty in the default locale). */
  fallbacks: ReadonlySet<string>;
  /**
   * The same version in the default locale, for a set of another locale: a fallback's canonical URL
   * is its original's. Absent in the default locale's sets.
   */
  original?: Pick<SiteOfPages, 'version' | 'versions'>;
  /** The ids the latest version of the set's locale falls back for: a translation's canonical URL is never a fallback. */
  latestFallbacks: ReadonlySet<string>;
  /** The same version in every locale, for the `hreflang` links: none on a site of one locale. */
  alternates: readonly PageAlternate[];
  /** Ids of the docs each version publishes, by version name. */
  docIdsOf: ReadonlyMap<string, DocsOfVersion>;
  /** The titles of the latest version's docs, by id: the banner of another version's page links there. */
  latestTitles: ReadonlyMap<string, string>;
  /** Route (path prefix included) of each published doc of the set, by its path in the docs folder. */
  routeOfFile: ReadonlyMap<string, string>;
  /** Route (path prefix included) of each site path a doc of the set may link, when the set is not at the root (`versionSiteRoutes`). */
  siteRoutes: ReadonlyMap<string, string>;
  /** Whether the site is built with monitoring, to which "Was this page helpful?" sends what readers say. */
  monitoring?: boolean;
}

/** The set of the page's version in one locale, as the page's `hreflang` links name it. */
export interface PageAlternate {
  /** The locale's code. */
  locale: string;
  /** The locale's `htmlLang`, or `x-default` for the default locale's page (listed twice: as itself and as the default). */
  hrefLang: string;
  /** The version's path in that locale (`/ar/1.0`). */
  versionPath: string;
  /** Ids the locale has not translated in that version: their pages are fallbacks, no alternates. */
  fallbacks: ReadonlySet<string>;
  /** The routes of its tags' pages and its page of all tags: a tag its docs name may be no other locale's. */
  tagPages: ReadonlySet<string>;
}

/**
 * The routes a page's `hreflang` links name: the same page in every locale that has translated it
 * (a fallback is the original's copy, not a translation, so it has none of its own), and the default
 * locale's as `x-default`; none on a site of one locale. `docId` is the page's doc, if it is one.
 */
export function alternateRoutes(
  site: Pick<SiteOfPages, 'version' | 'alternates'>,
  route: string,
  { docId, tagPage = false }: { docId?: string; tagPage?: boolean } = {},
): { hrefLang: string; route: string }[] {
  if (site.alternates.length === 0) return [];
  const inVersion = routeInVersion(site.version.path, route);
  return site.alternates
    .map((alternate) => ({ alternate, route: joinPath(alternate.versionPath, inVersion) }))
    .filter(
      ({ alternate, route: there }) =>
        !(docId && alternate.fallbacks.has(docId)) && !(tagPage && !alternate.tagPages.has(there)),
    )
    .map(({ alternate, route: there }) => ({ hrefLang: alternate.hrefLang, route: there }));
}

/**
 * The banner of a page of a version that is not the latest, linking to the same doc in the latest
 * (or its main doc), or nothing on the latest's pages.
 */
export function versionBanner(
  site: Pick<SiteOfPages, 'version' | 'versions' | 'docIdsOf' | 'latestTitles'>,
  siteTitle: string,
  docId?: string,
): VersionBannerProps | undefined {
  const { version, versions } = site;
  if (version.isLast) return undefined;
  const latest = latestVersionOf(versions);
  const ids: DocsOfVersion = site.docIdsOf.get(latest.name) ?? new Map();
  const target = docId && ids.has(docId) ? docId : latest.mainDocId;
  return {
    kind: version === currentVersionOf(versions) ? 'unreleased' : 'older',
    siteTitle,
    versionLabel: version.label,
    latest: { href: versionHref(latest, ids, docId), label: site.latestTitles.get(target) ?? latest.label },
  };
}

/**
 * The route a page's canonical URL names: the same doc in the latest version where it has one (and,
 * in a locale other than the default, has translated it), else its own. A fallback's is its
 * original's: the page is the default locale's doc.
 */
export function canonicalRoute(
  site: Pick<SiteOfPages, 'version' | 'versions' | 'docIdsOf' | 'fallbacks' | 'original' | 'latestFallbacks'>,
  doc: { docId: string; route: string },
): string {
  const { original } = site;
  if (original && site.fallbacks.has(doc.docId)) {
    const route = joinPath(original.version.path, routeInVersion(site.version.path, doc.route));
    return canonicalRoute(
      { ...original, docIdsOf: site.docIdsOf, fallbacks: new Set(), latestFallbacks: new Set() },
      {
        docId: doc.docId,
        route,
      },
    );
  }
  const latest = latestVersionOf(site.versions);
  if (site.version.name === latest.name || !site.docIdsOf.get(latest.name)?.has(doc.docId)) return doc.route;
  if (site.latestFallbacks.has(doc.docId)) return doc.route;
  return docRoute(latest.path, doc.docId, latest.mainDocId, site.docIdsOf.get(latest.name)?.get(doc.docId));
}

/**
 * How a page marks its sidebar: its link, the categories to open, and the items of those the
 * sidebar's top level writes empty (its branch), which its HTML and a route change to it add.
 */
export function sidebarMarks(
  site: Pick<SiteOfPages, 'sidebarParts' | 'slug'>,
  place: { sidebarId: string; open: number[] },
  href: string,
): SidebarMarks {
  const id = sidebarKey(site.slug, place.sidebarId);
  const { lists } = site.sidebarParts[id] ?? { lists: {} };
  const branch = Object.fromEntries(place.open.flatMap((number) => (number in lists ? [[number, lists[number]]] : [])));
  return { id, href, open: place.open, lists: branch };
}

/**
 * The context createPages gives a doc's page: its node id, the routes of the doc files it links to,
 * its chrome rendered to HTML (its end, `footer`, says where it is edited and when it last changed;
 * above it, `markdownHref` offers the doc's Markdown twin, where it has one),
 * how it marks its sidebar, its head tags and the sitemap's date of it. Nothing more: page data
 * reaches the browser once per page, so what all pages share (the sidebars) travels in the site's
 * chrome instead, and nothing the browser does not read is shipped.
 */
export function buildDocPageContext(
  doc: ContextDoc,
  site: SiteOfPages,
  footer: DocFooterProps = {},
  markdownHref?: string,
): DocPageContext {
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
    docIdsOf: site.docIdsOf,
    doc: {
      id: doc.docId,
      sidebarId,
      version: version.name,
      versionRoutes: Object.fromEntries(
        site.versions.map((candidate) => [
          candidate.name,
          versionHref(candidate, site.docIdsOf.get(candidate.name) ?? new Map(), doc.docId),
        ]),
      ),
    },
  };
  const routeOf = (target: string, routes: ReadonlyMap<string, string>) =>
    routes.has(target) ? [[target, routes.get(target)!]] : [];
  return {
    id: doc.id,
    locale: site.locale,
    // Docs paths and site paths as one map: a docs path never starts with "/".
    docLinks: Object.fromEntries([
      ...doc.docLinks.flatMap((target) => routeOf(target, site.routeOfFile)),
      ...doc.siteLinks.flatMap((target) => routeOf(target, site.siteRoutes)),
    ]),
    chrome: renderPageChrome(chrome, site.sharedHeader, {
      breadcrumbs: version.breadcrumbs
        ? buildBreadcrumbs(
            { id: doc.docId, route: doc.route, label: doc.sidebarLabel ?? doc.title },
            sidebar,
            mainDocRoute(version),
          )
        : [],
      toc: doc.hideTableOfContents ? [] : buildToc(doc.headings, doc.tocMinLevel, doc.tocMaxLevel),
      ...pagerLinks(doc, place, site.pagerDocs),
      banner: versionBanner(site, siteConfig.title, doc.docId),
      footer,
      helpful: {
        title: doc.title,
        url: absoluteUrl(site.siteUrl, `${pathPrefix}${doc.route}`),
        monitoring: site.monitoring ?? false,
        ...(siteConfig.repository && { repository: siteConfig.repository }),
      },
      // An unlisted doc is on no tag's page, so it links to none.
      tags: doc.unlisted
        ? []
        : doc.tags.map((name) => {
            const tag = tagOf(name, site.declaredTags, version.path);
            return { label: tag.label, href: tag.route };
          }),
      untranslated: site.fallbacks.has(doc.docId),
      markdownHref,
    }),
    ...(site.fallbacks.has(doc.docId) ? { bodyLanguage: bodyLanguageOf(defaultLocaleOf(siteConfig.i18n)) } : {}),
    ...(footer.lastUpdate?.date ? { lastmod: footer.lastUpdate.date } : {}),
    ...(place ? { sidebar: sidebarMarks(site, place, `${pathPrefix}${doc.route}`) } : {}),
    ...(doc.hideTitle ? { hideTitle: true } : {}),
    head: headTagsOf(
      {
        ...doc,
        image: doc.image ?? undefined,
        noindex: doc.unlisted,
        route: canonicalRoute(site, doc),
        alternates: alternateRoutes(site, doc.route, { docId: doc.docId }),
      },
      { siteUrl: site.siteUrl, pathPrefix, locale: site.locale },
    ),
  };
}
