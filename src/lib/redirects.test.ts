import { hostRedirectsFile, parseRedirectsFile, redirectsFileTarget, redirectTarget } from './redirects';

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
