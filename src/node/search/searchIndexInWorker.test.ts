import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSearchEngine } from '../../lib/search/engine';
import { MANIFEST_FILE, type SearchManifest } from '../../lib/search/manifest';
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
    [page('Want lists', '/wants', 'Track the items you want and their ceilings.'), page('Goals', '/', 'Set a goal.')],
    [{ label: 'Goals', href: '/' }],
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

test('a failure in the worker rejects the wait with its error, and writes no manifest', async () => {
  startSearchIndex([{ title: 'Broken', route: '/broken', sections: null } as unknown as SearchPage], [], dir);
  await expect(searchIndexWritten()).rejects.toThrow("Cannot read properties of null (reading 'map')");
  expect(fs.existsSync(path.join(dir, MANIFEST_FILE))).toBe(false);
});
