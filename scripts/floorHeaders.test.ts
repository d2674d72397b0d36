import { parseHeadersFile } from '../src/lib/hosting/headersFile';
import { floorHeaderRules } from './floorHeaders.mjs';

const siteHeaders = parseHeadersFile(
  [
    '/*',
    "  Content-Security-Policy: default-src 'none'; script-src 'self' 'sha256-abc='",
    '  Cross-Origin-Opener-Policy: same-origin',
    '  X-Frame-Options: DENY',
    '  Cache-Control: public, max-age=0, must-revalidate',
    '',
    '/admin/*',
    "  Content-Security-Policy: default-src 'self'",
    '',
    '/app-3810a665a22d89f20186.js',
    '  Cache-Control: public, max-age=31536000, immutable',
  ].join('\n'),
);

describe('floorHeaderRules', () => {
  it("serves every path of the floor with the site's headers for every path, but its policy", () => {
    expect(floorHeaderRules(siteHeaders, 'public/_headers')).toEqual([
      {
        path: '/*',
        headers: {
          'Cross-Origin-Opener-Policy': 'same-origin',
          'X-Frame-Options': 'DENY',
          'Cache-Control': 'public, max-age=0, must-revalidate',
        },
      },
    ]);
  });

  it('names the file when the site has no headers for every path', () => {
    expect(() => floorHeaderRules(parseHeadersFile('/admin/*\n  X-Frame-Options: DENY\n'), 'public/_headers')).toThrow(
      'public/_headers: no "/*" block, whose headers the floor is served with. Build the site first.',
    );
  });
});
