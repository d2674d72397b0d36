/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILT_HTML_READER } from '../../lib/builtHtml';
import { decodeReadPages, encodeReadPages } from '../../lib/builtPageCache';
import { readBuiltSite } from './readBuiltSite';

let dir: string;
let publicDir: string;
let cacheFile: string;
const write = (file: string, body: string) => {
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
  fs.writeFileSync(path.join(publicDir, file), `<!doctype html><html><body>${body}</body></html>`);
};
const hrefsOf = (route: string) =>
  readBuiltSite(publicDir, cacheFile).pages.find((page) => page.route === route)?.hrefs;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-built-site-'));
  publicDir = path.join(dir, 'public');
  cacheFile = path.join(dir, '.cache', 'read-pages.json');
  write('index.html', '<a href="/wants">Wants</a>');
  write('wants/index.html', '<h2 id="ceilings">Ceilings</h2><a href="/">Home</a>');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('reads every page: its route, ids and links', () => {
  const { pages } = readBuiltSite(publicDir, cacheFile);
  expect(pages.map(({ route, ids, hrefs }) => ({ route, ids: [...ids], hrefs }))).toEqual(
    expect.arrayContaining([
      { route: '/', ids: [], hrefs: ['/wants'] },
      { route: '/wants', ids: ['ceilings'], hrefs: ['/'] },
    ]),
  );
});

test('parses again only the pages whose HTML changed since the last build', () => {
  readBuiltSite(publicDir, cacheFile);
  // What the last build read of the home page is marked, so a reuse shows.
  const stored = decodeReadPages(BUILT_HTML_READER, fs.readFileSync(cacheFile, 'utf8'));
  stored.set('index.html', { ...stored.get('index.html')!, hrefs: ['/as-read-last-time'] });
  fs.writeFileSync(cacheFile, encodeReadPages(BUILT_HTML_READER, stored));
  write('wants/index.html', '<a href="/resources">Resources</a>');

  expect(hrefsOf('/')).toEqual(['/as-read-last-time']);
  expect(hrefsOf('/wants')).toEqual(['/resources']);
});

test('a changed page is read afresh even when the last build read it', () => {
  readBuiltSite(publicDir, cacheFile);
  write('index.html', '<a href="/trading">Trading</a>');
  expect(hrefsOf('/')).toEqual(['/trading']);
});

test("reuses pages whose only change is Gatsby's compilation hash, giving their scripts the new hash", () => {
  const scripts = (hash: string) =>
    `<script>window.___webpackCompilationHash="${hash}";</script><a href="/wants">Wants</a>`;
  write('index.html', scripts('1a2b'));
  readBuiltSite(publicDir, cacheFile);
  const stored = decodeReadPages(BUILT_HTML_READER, fs.readFileSync(cacheFile, 'utf8'));
  stored.set('index.html', { ...stored.get('index.html')!, hrefs: ['/as-read-last-time'] });
  fs.writeFileSync(cacheFile, encodeReadPages(BUILT_HTML_READER, stored));
  write('index.html', scripts('3c4d'));

  const site = readBuiltSite(publicDir, cacheFile);
  expect(site.pages.find((page) => page.route === '/')?.hrefs).toEqual(['/as-read-last-time']);
  expect([...site.inline.scripts]).toEqual(['window.___webpackCompilationHash="3c4d";']);
});

test('does not read again a page whose file is as the last build left it', () => {
  readBuiltSite(publicDir, cacheFile);
  write('wants/index.html', '<a href="/resources">Resources</a>');
  const readFile = jest.spyOn(fs, 'readFileSync');
  try {
    expect(hrefsOf('/wants')).toEqual(['/resources']);
    const pagesRead = readFile.mock.calls.map(([file]) => String(file)).filter((file) => file.endsWith('.html'));
    expect(pagesRead).toEqual([path.join(publicDir, 'wants/index.html')]);
  } finally {
    readFile.mockRestore();
  }
});

test('reads again a page put back with the modification time it had', () => {
  const file = path.join(publicDir, 'index.html');
  // A whole second, which the file can be given back exactly.
  const modified = new Date('2026-11-01T00:00:00Z');
  fs.utimesSync(file, modified, modified);
  readBuiltSite(publicDir, cacheFile);
  // The same size, in the same file: only the change time tells the new HTML from the old.
  write('index.html', '<a href="/goals">Goals</a>');
  fs.utimesSync(file, modified, modified);
  expect(hrefsOf('/')).toEqual(['/goals']);
});
