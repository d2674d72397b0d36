import {
  hostPathPattern,
  hostRedirectsFile,
  parseRedirectsFile,
  redirectsFileTarget,
  redirectTarget,
} from './redirects';

const redirects = [
  { from: '/getting-started', to: '/' },
  { from: '/guides/:slug', to: '/:slug' },
  { from: '/docs{/:version}/*path', to: '/*path' },
];

describe('redirectTarget', () => {
  it('follows exact routes, named parameters, optional segments and wildcards', () => {
    expect(redirectTarget('/getting-started', redirects)).toBe('/');
    expect(redirectTarget('/guides/wants', redirects)).toBe('/wants');
    expect(redirectTarget('/docs/resources', redirects)).toBe('/resources');
    expect(redirectTarget('/docs/next/wants/export', redirects)).toBe('/wants/export');
  });

  it('is null when no pattern matches', () => {
    expect(redirectTarget('/guides', redirects)).toBeNull();
    expect(redirectTarget('/blog/2024', redirects)).toBeNull();
  });
});

describe('hostRedirectsFile', () => {
  it('writes one line per variant of the optional parts, with a trailing splat', () => {
    expect(hostRedirectsFile(redirects)).toEqual({
      text: [
        '/getting-started / 301',
        '/guides/:slug /:slug 301',
        '/docs/:version/* /:splat 301',
        '/docs/* /:splat 301',
        '',
      ].join('\n'),
      unsupported: [],
    });
  });

  it('sends every path where the site config does, read first match first as hosts read it', () => {
    const file = parseRedirectsFile(hostRedirectsFile(redirects).text);
    for (const path of [
      '/getting-started',
      '/guides/wants',
      '/docs/resources',
      '/docs/next/resources',
      '/docs/next/a/b',
    ]) {
      expect(redirectsFileTarget(file, path)?.location).toBe(redirectTarget(path, redirects));
    }
  });

  it('sets apart what a host cannot express: a wildcard before the end', () => {
    const inner = { from: '/files/*path/raw', to: '/*path' };
    expect(hostRedirectsFile([inner])).toEqual({ text: '', unsupported: [inner] });
  });
});

/** Request paths that would make a careless redirect name another host, as browsers and servers read it. */
const HOSTILE_PATHS = [
  '/docs//evil.com',
  '/docs///evil.com',
  '/docs/next//evil.com',
  '/docs/%2F%2Fevil.com',
  '/docs/%2f/evil.com',
  '/docs/%5Cevil.com',
  '/docs/%5c%5cevil.com',
  '/docs/\\evil.com',
  '/docs/%09/evil.com',
  '/docs/%0D%0A/evil.com',
  '/docs/%7F/evil.com',
  '/docs/%/evil.com',
  '/guides/%5Cevil.com',
  '/guides/%2F%2Fevil.com',
  '/guides/%00evil.com',
];

describe('redirectTarget and redirectsFileTarget on hostile paths', () => {
  const file = parseRedirectsFile(hostRedirectsFile(redirects).text);

  it.each(HOSTILE_PATHS)('send %j nowhere', (path) => {
    expect(redirectTarget(path, redirects)).toBeNull();
    expect(redirectsFileTarget(file, path)).toBeNull();
  });

  it('keep encoded characters of a path, as the request gives them', () => {
    expect(redirectTarget('/guides/caf%C3%A9', redirects)).toBe('/caf%C3%A9');
    expect(redirectsFileTarget(file, '/guides/caf%C3%A9')?.location).toBe('/caf%C3%A9');
  });

  it('refuse a _redirects line whose target is not a safe path of this site, whoever wrote it', () => {
    const written = parseRedirectsFile('/out/:host //:host 301\n/go/* /%5C:splat 301\n');
    expect(redirectsFileTarget(written, '/out/evil.com')).toBeNull();
    expect(redirectsFileTarget(written, '/go/evil.com')).toBeNull();
  });
});

describe('hostPathPattern', () => {
  it('matches any path for headers, so a hostile path gets the security headers too', () => {
    expect(hostPathPattern('/*').test('/docs//evil.com')).toBe(true);
    expect(hostPathPattern('/*').test('/%5Cevil.com')).toBe(true);
  });
});
