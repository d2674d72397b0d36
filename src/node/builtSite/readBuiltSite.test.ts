/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILT_HTML_READER } from '../../lib/builtSite/builtHtml';
import { decodeReadPages, encodeReadPages } from '../../lib/builtSite/builtPageCache';
import { policyMetaElement } from '../../lib/hosting/policyMeta';
import { readBuiltSite } from './readBuiltSite';

/** The policy the test's build puts into its pages; a test changes it as a build with another policy would. */
let policy = "default-src 'none'";
const policyOf = () => policy;

let dir: string;
let publicDir: string;
let cacheFile: string;
const write = (file: string, body: string) => {
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
  fs.writeFileSync(path.join(publicDir, file), `<!doctype html><html><head></head><body>${body}</body></html>`);
};
const html = (file: string) => fs.readFileSync(path.join(publicDir, file), 'utf8');
const hrefsOf = async (route: string) =>
  (await readBuiltSite(publicDir, cacheFile, policyOf)).pages.find((page) => page.route === route)?.links.flat();

beforeEach(() => {
  policy = "default-src 'none'";
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-built-site-'));
  publicDir = path.join(dir, 'public');
  cacheFile = path.join(dir, '.cache', 'read-pages.json');
  write('index.html', '<a href="/wants">Wants</a>');
  write('wants/index.html', '<h2 id="ceilings">Ceilings</h2><a href="/">Home</a>');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('reads every page: its route, ids and links', async () => {
  const { pages } = await readBuiltSite(publicDir, cacheFile, policyOf);
  expect(pages.map(({ route, ids, links }) => ({ route, ids: [...ids], hrefs: links.flat() }))).toEqual(
    expect.arrayContaining([
      { route: '/', ids: [], hrefs: ['/wants'] },
      { route: '/wants', ids: ['ceilings'], hrefs: ['/'] },
    ]),
  );
});

test('parses again only the pages whose HTML changed since the last build', async () => {
  await readBuiltSite(publicDir, cacheFile, policyOf);
  // What the last build read of the home page is marked, so a reuse shows.
  const stored = decodeReadPages(BUILT_HTML_READER, fs.readFileSync(cacheFile, 'utf8'));
  stored.set('index.html', { ...stored.get('index.html')!, links: [['/as-read-last-time']] });
  fs.writeFileSync(cacheFile, encodeReadPages(BUILT_HTML_READER, stored));
  write('wants/index.html', '<a href="/resources">Resources</a>');

  expect(await hrefsOf('/')).toEqual(['/as-read-last-time']);
  expect(await hrefsOf('/wants')).toEqual(['/resources']);
});

test('a changed page is read afresh even when the last build read it', async () => {
  await readBuiltSite(publicDir, cacheFile, policyOf);
  write('index.html', '<a href="/trading">Trading</a>');
  expect(await hrefsOf('/')).toEqual(['/trading']);
});

test("reuses pages whose only change is Gatsby's compilation hash, giving their scripts the new hash", async () => {
  const scripts = (hash: string) =>
    `<script>window.___webpackCompilationHash="${hash}";</script><a href="/wants">Wants</a>`;
  write('index.html', scripts('1a2b'));
  await readBuiltSite(publicDir, cacheFile, policyOf);
  const stored = decodeReadPages(BUILT_HTML_READER, fs.readFileSync(cacheFile, 'utf8'));
  stored.set('index.html', { ...stored.get('index.html')!, links: [['/as-read-last-time']] });
  fs.writeFileSync(cacheFile, encodeReadPages(BUILT_HTML_READER, stored));
  write('index.html', scripts('3c4d'));

  const home = (await readBuiltSite(publicDir, cacheFile, policyOf)).pages.find((page) => page.route === '/');
  expect(home?.links.flat()).toEqual(['/as-read-last-time']);
  expect(home?.inline.scripts).toEqual(['window.___webpackCompilationHash="3c4d";']);
});

test('does not read again a page whose file is as the last build left it', async () => {
  await readBuiltSite(publicDir, cacheFile, policyOf);
  write('wants/index.html', '<a href="/resources">Resources</a>');
  const readFile = jest.spyOn(fs, 'readFileSync');
  try {
    expect(await hrefsOf('/wants')).toEqual(['/resources']);
    const pagesRead = readFile.mock.calls.map(([file]) => String(file)).filter((file) => file.endsWith('.html'));
    expect(pagesRead).toEqual([path.join(publicDir, 'wants/index.html')]);
  } finally {
    readFile.mockRestore();
  }
});

test('reads again a page put back with the modification time it had', async () => {
  const file = path.join(publicDir, 'index.html');
  // A whole second, which the file can be given back exactly.
  const modified = new Date('2026-11-01T00:00:00Z');
  // Pages that hold their policy already, which the build does not write.
  const withPolicy = (body: string) => `${policyMetaElement(policy)}${body}`;
  write('index.html', withPolicy('<a href="/wants">Wants</a>'));
  fs.utimesSync(file, modified, modified);
  await readBuiltSite(publicDir, cacheFile, policyOf);
  // The same size, in the same file: only the change time tells the new HTML from the old.
  write('index.html', withPolicy('<a href="/goals">Goals</a>'));
  fs.utimesSync(file, modified, modified);
  expect(await hrefsOf('/')).toEqual(['/goals']);
});

test("writes each page's policy into its head, as a meta element, the CMS's apart", async () => {
  write('admin/index.html', 'The CMS');
  await readBuiltSite(publicDir, cacheFile, (file) => (file.startsWith('admin') ? 'cms-policy' : policy));
  expect(html('wants/index.html')).toContain(
    `<head><meta http-equiv="Content-Security-Policy" content="default-src 'none'"></head>`,
  );
  expect(html('admin/index.html')).toContain('<meta http-equiv="Content-Security-Policy" content="cms-policy">');
});

test('leaves a fragment without a head, such as a Gatsby slice, as it is', async () => {
  fs.mkdirSync(path.join(publicDir, '_gatsby/slices'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, '_gatsby/slices/_gatsby-scripts-1.html'), '<script>window.x=1</script>');
  await readBuiltSite(publicDir, cacheFile, policyOf);
  expect(html('_gatsby/slices/_gatsby-scripts-1.html')).toBe('<script>window.x=1</script>');
});

test('writes no page that holds its policy already', async () => {
  await readBuiltSite(publicDir, cacheFile, policyOf);
  // As Gatsby re-renders a page: without the policy element.
  write('wants/index.html', '<a href="/">Home</a>');
  const writeFile = jest.spyOn(fs, 'writeFileSync');
  try {
    await readBuiltSite(publicDir, cacheFile, policyOf);
    const written = writeFile.mock.calls.map(([file]) => String(file)).filter((file) => file.endsWith('.html'));
    expect(written).toEqual([path.join(publicDir, 'wants/index.html')]);
  } finally {
    writeFile.mockRestore();
  }
  expect(html('wants/index.html')).toContain(`content="default-src 'none'"`);
});

test('puts a new policy into every page, the unchanged ones too, without parsing them again', async () => {
  await readBuiltSite(publicDir, cacheFile, policyOf);
  const stored = decodeReadPages(BUILT_HTML_READER, fs.readFileSync(cacheFile, 'utf8'));
  stored.set('index.html', { ...stored.get('index.html')!, links: [['/as-read-last-time']] });
  fs.writeFileSync(cacheFile, encodeReadPages(BUILT_HTML_READER, stored));
  policy = "default-src 'self'";

  expect(await hrefsOf('/')).toEqual(['/as-read-last-time']);
  for (const file of ['index.html', 'wants/index.html']) {
    expect(html(file)).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'self'">`);
    expect(html(file).match(/Content-Security-Policy/g)).toHaveLength(1);
  }
});

test('reads a site of many pages in child processes, with the same results and policies', async () => {
  const routes = Array.from({ length: 100 }, (_, n) => `/doc-${n}`);
  routes.forEach((route, n) =>
    write(`${route.slice(1)}/index.html`, `<h2 id="part-${n}">Part</h2><a href="/">Home</a>`),
  );
  const readFile = jest.spyOn(fs, 'readFileSync');
  let pages;
  try {
    ({ pages } = await readBuiltSite(publicDir, cacheFile, policyOf));
    const pagesReadHere = readFile.mock.calls.map(([file]) => String(file)).filter((file) => file.endsWith('.html'));
    expect(pagesReadHere).toEqual([]);
  } finally {
    readFile.mockRestore();
  }
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  expect(byRoute.size).toBe(102);
  routes.forEach((route, n) => {
    expect([...byRoute.get(route)!.ids]).toEqual([`part-${n}`]);
    expect(byRoute.get(route)!.links.flat()).toEqual(['/']);
    expect(html(`${route.slice(1)}/index.html`)).toContain(`content="default-src 'none'"`);
  });
  expect(byRoute.get('/wants')!.links.flat()).toEqual(['/']);
});
