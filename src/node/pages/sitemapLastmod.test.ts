import { SITE_PAGE_LASTMOD, SITEMAP_LASTMOD } from './sitemapLastmod';

describe('the sitemap lastmod', () => {
  const { resolve } = SITE_PAGE_LASTMOD.SitePage.lastmod;

  it("reads a page's lastmod from its context, and nothing from a page without one", () => {
    expect(resolve({ context: { lastmod: '2024-03-04T10:00:00.000Z' } })).toBe('2024-03-04T10:00:00.000Z');
    expect(resolve({ context: {} })).toBeNull();
    expect(resolve({})).toBeNull();
  });

  it('writes it in the entry of the pages that have one', () => {
    expect(SITEMAP_LASTMOD.serialize({ path: '/wants', lastmod: '2024-03-04T10:00:00.000Z' })).toEqual({
      url: '/wants',
      lastmod: '2024-03-04T10:00:00.000Z',
    });
    expect(SITEMAP_LASTMOD.serialize({ path: '/404', lastmod: null })).toEqual({ url: '/404' });
  });

  it('leaves out the pages whose head says noindex: unlisted docs', () => {
    const { resolve } = SITE_PAGE_LASTMOD.SitePage.noindex;
    expect(resolve({ context: { head: { meta: [{ name: 'robots' }] } } })).toBe(true);
    expect(resolve({ context: { head: { meta: [{ name: 'keywords' }] } } })).toBe(false);
    expect(resolve({ context: {} })).toBe(false);
    const nodes = [{ path: '/wants' }, { path: '/secret', noindex: true }];
    expect(SITEMAP_LASTMOD.resolvePages({ allSitePage: { nodes } })).toEqual([{ path: '/wants' }]);
  });
});
