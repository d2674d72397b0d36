/**
 * Each doc's `lastmod` in the sitemap: the date its page shows as "Last updated" (its context's
 * `lastmod`), read by the sitemap's query as a field of the page, so the query does not fetch every
 * page's whole context.
 */

type PageOfContext = { context?: { lastmod?: unknown; head?: { meta?: { name: string }[] } } | null };

/**
 * createResolvers' `SitePage.lastmod`: the page context's `lastmod`, or null for a page without one;
 * and `SitePage.noindex`: whether its head asks search engines not to index it (an unlisted doc).
 */
export const SITE_PAGE_LASTMOD = {
  SitePage: {
    lastmod: {
      type: 'String',
      resolve: (page: PageOfContext) => (typeof page.context?.lastmod === 'string' ? page.context.lastmod : null),
    },
    noindex: {
      type: 'Boolean',
      resolve: (page: PageOfContext) => page.context?.head?.meta?.some((tag) => tag.name === 'robots') ?? false,
    },
  },
};

/** A page as SITEMAP_LASTMOD's query gives it. */
interface SitemapPage {
  path: string;
  lastmod?: string | null;
  noindex?: boolean | null;
}

/**
 * gatsby-plugin-sitemap's options that write each page's `lastmod` and leave out the pages search
 * engines are asked not to index: its default query with the two fields, the pages, and each entry.
 */
export const SITEMAP_LASTMOD = {
  query: '{ site { siteMetadata { siteUrl } } allSitePage { nodes { path lastmod noindex } } }',
  resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) =>
    allSitePage.nodes.filter((page) => !page.noindex),
  serialize: ({ path, lastmod }: SitemapPage) => ({ url: path, ...(lastmod && { lastmod }) }),
};
