import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSearchEngine } from '../../lib/search/engine';
import { MANIFEST_FILE, type SearchManifest } from '../../lib/search/manifest';
import { writeSearchIndex, type PendingSearchSet } from './searchIndex';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-search-write-'));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A pending set of one page, counting how often it is made. */
const pendingOf = (key: string, text: string) => {
  const make = jest.fn(() => ({
    pages: [{ title: 'Want lists', route: '/wants', sections: [{ text }] }],
    browse: [],
    manifest: MANIFEST_FILE,
    locale: 'en',
    language: 'en',
  }));
  return { set: { manifest: MANIFEST_FILE, key, make } satisfies PendingSearchSet, make };
};

const routesFound = async (word: string) => {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, 'search', file), 'utf8'));
  const engine = await openSearchEngine(read(MANIFEST_FILE) as SearchManifest, async (file) => read(file));
  return (await engine.search(word))?.map((group) => group.page.route);
};

describe('writeSearchIndex', () => {
  it('makes a set again only when its key changed since the last run it recorded', async () => {
    const options = { dir: path.join(dir, 'search'), reuse: { record: path.join(dir, 'sets.json') } };
    const first = pendingOf('key-1', 'Ceilings for wants.');
    await writeSearchIndex([first.set], options);
    expect(first.make).toHaveBeenCalledTimes(1);

    const unchanged = pendingOf('key-1', 'Ceilings for wants.');
    await writeSearchIndex([unchanged.set], options);
    expect(unchanged.make).not.toHaveBeenCalled();
    expect(await routesFound('ceilings')).toEqual(['/wants']);

    const edited = pendingOf('key-2', 'Budgets for wants.');
    await writeSearchIndex([edited.set], options);
    expect(edited.make).toHaveBeenCalledTimes(1);
    expect(await routesFound('budgets')).toEqual(['/wants']);
  });

  it('makes every set without a record to reuse', async () => {
    const first = pendingOf('key-1', 'Ceilings for wants.');
    const again = pendingOf('key-1', 'Ceilings for wants.');
    await writeSearchIndex([first.set], { dir: path.join(dir, 'search') });
    await writeSearchIndex([again.set], { dir: path.join(dir, 'search') });
    expect([first.make, again.make].map((make) => make.mock.calls.length)).toEqual([1, 1]);
  });
});
