import { fixtureNavigation } from '../../config/navigation.testHelper';
import type { Version } from '../../config/schema';
import { docPlaces } from '../../lib/docs/navigation';
import type { Sidebars } from '../../lib/sidebar';
import type { SiteOfPages } from './buildDocPageContext';

/** The one version of the fixture site: "Next", at the root, its main doc `index`. */
export const currentVersion: Version = {
  name: 'current',
  label: 'Next',
  path: '/',
  isLast: true,
  mainDocId: 'index',
  breadcrumbs: true,
};

/**
 * What every page of a fixture site under `/docs` is built from, for `sidebars`: category 0's and
 * category 3's items as the sidebar's file holds them, so a test sees a page take its own branch only.
 */
export function siteOfPages(
  sidebars: Sidebars,
  { publishedIds, ...site }: Pick<SiteOfPages, 'routeOfFile'> & { publishedIds: ReadonlySet<string> },
): SiteOfPages {
  return {
    pathPrefix: '/docs',
    siteUrl: 'https://trove.example',
    slug: '',
    sidebars,
    places: docPlaces(sidebars),
    pagerDocs: new Map(),
    sidebarParts: {
      tutorialSidebar: { top: '<ul></ul>', lists: { 0: '<div id="sb:0"></div>', 3: '<div id="sb:3"></div>' } },
    },
    sharedHeader: '',
    navigation: fixtureNavigation,
    version: currentVersion,
    versions: [currentVersion],
    locale: 'en',
    fallbacks: new Set(),
    latestFallbacks: new Set(),
    alternates: [],
    docIdsOf: new Map([[currentVersion.name, new Map([...publishedIds].map((id) => [id, null]))]]),
    latestTitles: new Map(),
    siteRoutes: new Map(),
    ...site,
  };
}
