import { pageTitle } from './head';
import { robotsTxt } from './robots';

describe('pageTitle', () => {
  it('joins page and site title with the delimiter', () => {
    expect(pageTitle('Resources', 'Trove', '|')).toBe('Resources | Trove');
  });

  it('does not repeat the site title', () => {
    expect(pageTitle('Trove', 'Trove', '|')).toBe('Trove');
  });
});

describe('robotsTxt', () => {
  it('names the sitemap index under the path prefix', () => {
    expect(robotsTxt('https://docs.trove.app')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://docs.trove.app/sitemap-index.xml\n',
    );
    expect(robotsTxt('https://x.y', '/docs')).toContain('Sitemap: https://x.y/docs/sitemap-index.xml');
  });
});
