import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSearchEngine } from '../../lib/search/engine';
import { MANIFEST_FILE, manifestFileOf, type SearchManifest } from '../../lib/search/manifest';
import type { SearchPage } from '../../lib/search/records';
import { searchIndexWritten, startSearchIndex } from './searchIndexInWorker';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-search-index-'));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = (title: string, route: string, text: string): SearchPage => ({ title, route, sections: [{ text }] });

test('the worker writes an index of the pages given, which search reads', async () => {
  startSearchIndex(
    [
      {
        pages: [
          page('Want lists', '/wants', 'Track the items you want and their ceilings.'),
          page('Goals', '/', 'Set a goal.'),
        ],
        browse: [{ label: 'Goals', href: '/' }],
        manifest: MANIFEST_FILE,
      },
    ],
    dir,
  );
  await searchIndexWritten();

  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const manifest = read(MANIFEST_FILE) as SearchManifest;
  expect(manifest.browse).toEqual([{ label: 'Goals', href: '/' }]);
  const engine = await openSearchEngine(manifest, async (file) => read(file));
  const groups = await engine.search('ceilings');
  expect(groups?.map((group) => group.page.route)).toEqual(['/wants']);
});

test("each doc set's index has its manifest, in one folder, and finds its own pages only", async () => {
  startSearchIndex(
    [
      { pages: [page('Want lists', '/wants', 'Ceilings for wants.')], browse: [], manifest: MANIFEST_FILE },
      { pages: [page('Want lists', '/1.0/wants', 'Ceilings for wants.')], browse: [], manifest: manifestFileOf('1.0') },
    ],
    dir,
  );
  await searchIndexWritten();
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const routesFound = async (manifest: string) => {
    const engine = await openSearchEngine(read(manifest) as SearchManifest, async (file) => read(file));
    return (await engine.search('ceilings'))?.map((group) => group.page.route);
  };
  expect(await routesFound(MANIFEST_FILE)).toEqual(['/wants']);
  expect(await routesFound('index-1.0.json')).toEqual(['/1.0/wants']);
});

test('a failure in the worker rejects the wait with its error, and writes no manifest', async () => {
  const broken = { title: 'Broken', route: '/broken', sections: null } as unknown as SearchPage;
  startSearchIndex([{ pages: [broken], browse: [], manifest: MANIFEST_FILE }], dir);
  await expect(searchIndexWritten()).rejects.toThrow("Cannot read properties of null (reading 'map')");
  expect(fs.existsSync(path.join(dir, MANIFEST_FILE))).toBe(false);
});
