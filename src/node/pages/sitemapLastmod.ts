/**
 * Each doc's `lastmod` in the sitemap: the date its page shows as "Last updated" (its context's
 * `lastmod`), read by the sitemap's query as a field of the page, so the query does not fetch every
 * page's whole context.
 */

/** createResolvers' `SitePage.lastmod`: the page context's `lastmod`, or null for a page without one. */
export const SITE_PAGE_LASTMOD = {
  SitePage: {
    lastmod: {
      type: 'String',
      resolve: (page: { context?: { lastmod?: unknown } | null }) =>
        typeof page.context?.lastmod === 'string' ? page.context.lastmod : null,
    },
  },
};

/** A page as SITEMAP_LASTMOD's query gives it. */
interface SitemapPage {
  path: string;
  lastmod?: string | null;
}

/** gatsby-plugin-sitemap's options that write each page's `lastmod`: its default query with the field, and its entry. */
export const SITEMAP_LASTMOD = {
  query: '{ site { siteMetadata { siteUrl } } allSitePage { nodes { path lastmod } } }',
  serialize: ({ path, lastmod }: SitemapPage) => ({ url: path, ...(lastmod && { lastmod }) }),
};
