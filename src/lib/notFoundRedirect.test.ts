import { notFoundRedirect } from './notFoundRedirect';

describe('notFoundRedirect', () => {
  const routes = new Set(['/', '/resources', '/wants']);

  it('sends a .html path of a page to the page, keeping query and hash', () => {
    expect(notFoundRedirect({ pathname: '/resources.html', search: '?q=grading', hash: '#condition' }, routes)).toBe(
      '/resources?q=grading#condition',
    );
    expect(notFoundRedirect({ pathname: '/index.html', search: '', hash: '' }, routes)).toBe('/');
  });

  it('leaves the reader on the not-found page when no page matches', () => {
    expect(notFoundRedirect({ pathname: '/blog.html', search: '', hash: '' }, routes)).toBeNull();
    expect(notFoundRedirect({ pathname: '/nothing', search: '', hash: '' }, routes)).toBeNull();
  });

  it('follows a config redirect when no page matches, keeping query and hash', () => {
    const redirects = [{ from: '/guides/:slug', to: '/:slug' }];
    expect(notFoundRedirect({ pathname: '/guides/wants', search: '?a=1', hash: '#export' }, routes, redirects)).toBe(
      '/wants?a=1#export',
    );
    expect(notFoundRedirect({ pathname: '/elsewhere', search: '', hash: '' }, routes, redirects)).toBeNull();
  });
});

describe('notFoundRedirect on hostile paths', () => {
  const routes = new Set(['/', '/resources', '/wants']);
  const redirects = [
    { from: '/getting-started', to: '/' },
    { from: '/guides/:slug', to: '/:slug' },
    { from: '/docs{/:version}/*path', to: '/*path' },
  ];

  it.each([
    '/docs//evil.com',
    '/docs///evil.com',
    '/docs/next//evil.com',
    '/docs/%2F%2Fevil.com',
    '/docs/%2f/evil.com',
    '/docs/%5Cevil.com',
    '/docs/%5c%5cevil.com',
    '/docs/%09/evil.com',
    '/docs/%0A/evil.com',
    '/guides/%5Cevil.com',
    '/guides/%2F%2Fevil.com',
    '/guides/%00',
    '/%5Cevil.com.html',
    '//evil.com.html',
    '/%2F%2Fevil.com.html',
    '/wants/%5C%5Cevil.com/',
  ])('never leaves the site for %j', (pathname) => {
    // Even were every path a page, no target may leave the site.
    const everything = { has: () => true } as unknown as ReadonlySet<string>;
    for (const known of [routes, everything]) {
      expect(notFoundRedirect({ pathname, search: '?q=1', hash: '#top' }, known, redirects)).toBeNull();
    }
  });

  it('still follows a redirect whose captures are encoded characters of a path', () => {
    expect(notFoundRedirect({ pathname: '/guides/caf%C3%A9', search: '', hash: '' }, routes, redirects)).toBe(
      '/caf%C3%A9',
    );
    expect(notFoundRedirect({ pathname: '/docs/next/a/b/', search: '', hash: '' }, routes, redirects)).toBe('/a/b');
  });
});
