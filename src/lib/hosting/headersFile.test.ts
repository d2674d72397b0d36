import { headersFileText, headersForPath, parseHeadersFile, type HeaderRule } from './headersFile';

const rules: HeaderRule[] = [
  { path: '/*', headers: { 'Cache-Control': 'no-cache', 'X-Frame-Options': 'DENY' } },
  { path: '/admin/*', headers: { 'Content-Security-Policy': "default-src 'self'" } },
  { path: '/app-3810a665a22d89f20186.js', headers: { 'Cache-Control': 'immutable' } },
];

it('reads back the file it writes', () => {
  expect(parseHeadersFile(headersFileText(rules))).toEqual(rules);
});

it("gives a path every matching block's headers, a later block's replacing an earlier one's", () => {
  expect(headersForPath(rules, '/app-3810a665a22d89f20186.js')).toEqual({
    'Cache-Control': 'immutable',
    'X-Frame-Options': 'DENY',
  });
  expect(headersForPath(rules, '/admin/config.yml')).toMatchObject({ 'Content-Security-Policy': "default-src 'self'" });
  expect(headersForPath(rules, '/wants')).toEqual({ 'Cache-Control': 'no-cache', 'X-Frame-Options': 'DENY' });
  expect(headersForPath(rules, '/app-3810a665a22d89f20186xjs')).not.toHaveProperty('Cache-Control', 'immutable');
});
