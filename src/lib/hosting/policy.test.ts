import {
  cacheControlOf,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  cmsContentSecurityPolicy,
  contentSecurityPolicy,
  isCompressible,
  metaPolicy,
  securityHeaders,
} from './policy';

const hashes = {
  scripts: ["'sha256-script'"],
  styles: ["'sha256-style'"],
  styleAttributes: ["'sha256-outline'"],
};

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  it('allows only the site itself and the inline code it wrote, by hash', () => {
    const policy = directives(contentSecurityPolicy(hashes));
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual(["'self'", "'sha256-script'"]);
    expect(policy['style-src']).toEqual(["'self'", "'sha256-style'", "'unsafe-hashes'", "'sha256-outline'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it("with monitoring, adds what Sentry needs: its origin, its replay worker, its widget's style elements", () => {
    const policy = directives(contentSecurityPolicy(hashes, { connect: ['https://o1.ingest.sentry.io', "'self'"] }));
    expect(policy['connect-src']).toEqual(["'self'", 'https://o1.ingest.sentry.io']);
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy['style-src-elem']).toEqual(["'self'", "'unsafe-inline'"]);
    // Style attributes (no style-src-attr: they follow style-src) and scripts stay hashed.
    expect(policy['style-src']).toEqual(["'self'", "'sha256-style'", "'unsafe-hashes'", "'sha256-outline'"]);
    expect(policy['style-src-attr']).toBeUndefined();
    expect(policy['script-src']).toEqual(["'self'", "'sha256-script'"]);
  });

  it('allows images from the origins docs may show them from, and no other', () => {
    expect(directives(contentSecurityPolicy(hashes))['img-src']).toEqual(["'self'", 'data:']);
    expect(directives(contentSecurityPolicy(hashes, undefined, ['https://images.trove.app']))['img-src']).toEqual([
      "'self'",
      'data:',
      'https://images.trove.app',
    ]);
  });

  it('never allows inline or evaluated scripts', () => {
    for (const policy of [contentSecurityPolicy(hashes), contentSecurityPolicy(hashes, { connect: [] })]) {
      expect(directives(policy)['script-src']).not.toContain("'unsafe-inline'");
      expect(directives(policy)['script-src']).not.toContain("'unsafe-eval'");
    }
  });
});

it('lets the CMS reach its backend and read back an upload from its blob: URL, as Decap sends uploads', () => {
  const policy = directives(cmsContentSecurityPolicy(['http://127.0.0.1:8081']));
  expect(policy['connect-src']).toEqual(["'self'", 'blob:', 'http://127.0.0.1:8081']);
});

it('a meta element carries the policy without the directives browsers ignore there', () => {
  const policy = contentSecurityPolicy(hashes);
  expect(metaPolicy(policy)).toBe(policy.replace("; frame-ancestors 'none'", ''));
  expect(metaPolicy("default-src 'self'; sandbox; report-uri /csp; report-to csp; object-src 'none'")).toBe(
    "default-src 'self'; object-src 'none'",
  );
});

it('sends the policy with the other security headers', () => {
  expect(Object.keys(securityHeaders('default-src x'))).toEqual(
    expect.arrayContaining([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
    ]),
  );
});

it('caches content-hashed files for a year and revalidates the rest', () => {
  expect(cacheControlOf('/app-3810a665a22d89f20186.js')).toBe(CACHE_IMMUTABLE);
  expect(cacheControlOf('/search/terms.1a2b3c4d5e6f.json')).toBe(CACHE_IMMUTABLE);
  expect(cacheControlOf('/sidebars/1a2b3c4d5e6f.json')).toBe(CACHE_IMMUTABLE);
  expect(cacheControlOf('/sidebars/notes.json')).toBe(CACHE_REVALIDATE);
  expect(cacheControlOf('/static/logo-123.svg')).toBe(CACHE_IMMUTABLE);
  expect(cacheControlOf('/wants/index.html')).toBe(CACHE_REVALIDATE);
  expect(cacheControlOf('/page-data/wants/page-data.json')).toBe(CACHE_REVALIDATE);
  expect(cacheControlOf('/search/index.json')).toBe(CACHE_REVALIDATE);
});

describe('isCompressible', () => {
  it('compresses pages, scripts, styles, data and SVG of 256 bytes and more, whatever the charset', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/javascript',
      'text/css',
      'application/json; charset=utf-8',
      'image/svg+xml',
    ]) {
      expect([type, isCompressible(type, 256)]).toEqual([type, true]);
    }
  });

  it('leaves smaller files, compressed images and unknown types as they are', () => {
    expect(isCompressible('text/html; charset=utf-8', 255)).toBe(false);
    expect(isCompressible('image/png', 100_000)).toBe(false);
    expect(isCompressible('application/octet-stream', 100_000)).toBe(false);
    expect(isCompressible('text/yaml; charset=utf-8', 100_000)).toBe(false);
  });
});
