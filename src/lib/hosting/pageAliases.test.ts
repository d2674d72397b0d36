import { htmlSuffixRoute, trailingSlashRoute } from './pageAliases';

describe('htmlSuffixRoute', () => {
  it.each([
    ['/resources.html', '/resources'],
    ['/resources/index.html', '/resources'],
    ['/index.html', '/'],
    ['/guides/wants.html', '/guides/wants'],
    ['/guides/index/index.html', '/guides/index'],
    ['/caf%C3%A9.html', '/caf%C3%A9'],
  ])('reads %j as %j', (pathname, route) => {
    expect(htmlSuffixRoute(pathname)).toBe(route);
  });

  it.each([
    '/resources',
    '/resources.htm',
    '/html',
    '/.html',
    // Routes that would leave the site, as the browser or a server reads them.
    '/%5Cevil.com.html',
    '/\\evil.com.html',
    '//evil.com.html',
    '/%2F%2Fevil.com.html',
    '/%2f/wants.html',
    '/%09/evil.com.html',
    '/wants//index.html',
  ])('leaves %j alone', (pathname) => {
    expect(htmlSuffixRoute(pathname)).toBeNull();
  });
});

describe('trailingSlashRoute', () => {
  it('takes the trailing slash off a route', () => {
    expect(trailingSlashRoute('/resources/')).toBe('/resources');
    expect(trailingSlashRoute('/guides/wants/')).toBe('/guides/wants');
  });

  it.each(['/', '//', '//evil.com/', '/%5Cevil.com/', '/wants/%5C%5Cevil.com/', '/%2F%2Fevil.com/', '/resources'])(
    'leaves %j alone',
    (pathname) => {
      expect(trailingSlashRoute(pathname)).toBeNull();
    },
  );
});
