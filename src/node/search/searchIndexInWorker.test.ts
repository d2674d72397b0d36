import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSearchEngine } from '../../lib/search/engine';
import { MANIFEST_FILE, manifestFileOf, type SearchManifest } from '../../lib/search/manifest';
import type { SearchPage } from '../../lib/search/records';
import { digestOf } from '../gatsby/buildDigest';
import type { PendingSearchSet, SearchIndexSet } from './searchIndex';
import { searchIndexWritten, startSearchIndex } from './searchIndexInWorker';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-search-index-'));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = (title: string, route: string, text: string): SearchPage => ({ title, route, sections: [{ text }] });
const ENGLISH = { locale: 'en', language: 'en' };
/** A set as createPages hands it over, its key made from the set itself and `code`. */
const pendingOf = (set: SearchIndexSet, code = 'code-1'): PendingSearchSet => ({
  manifest: set.manifest,
  key: digestOf(code, set),
  make: () => set,
});
const pendingAll = (sets: SearchIndexSet[]) => sets.map((set) => pendingOf(set));
const ARABIC = { locale: 'ar', language: 'ar' };

test('the worker writes an index of the pages given, which search reads', async () => {
  startSearchIndex({ dir }).index(
    pendingAll([
      {
        pages: [
          page('Want lists', '/wants', 'Track the items you want and their ceilings.'),
          page('Goals', '/', 'Set a goal.'),
        ],
        browse: [{ label: 'Goals', href: '/' }],
        manifest: MANIFEST_FILE,
        ...ENGLISH,
      },
    ]),
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
  startSearchIndex({ dir }).index(
    pendingAll([
      { pages: [page('Want lists', '/wants', 'Ceilings for wants.')], browse: [], manifest: MANIFEST_FILE, ...ENGLISH },
      {
        pages: [page('Want lists', '/1.0/wants', 'Ceilings for wants.')],
        browse: [],
        manifest: manifestFileOf('1.0'),
        ...ENGLISH,
      },
    ]),
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

test("each locale's index is read in its language and finds its own locale's pages only, never another's", async () => {
  // The Arabic set holds a doc not yet translated, in English, beside a translated one.
  const wantsText = 'Ceilings for wants. القائمة المختصرة';
  startSearchIndex({ dir }).index(
    pendingAll([
      { pages: [page('Want lists', '/wants', wantsText)], browse: [], manifest: MANIFEST_FILE, ...ENGLISH },
      {
        pages: [page('قوائم الرغبات', '/ar/wants', 'تُرَتِّبُ القَائِمَةُ طلباتك.'), page('Goals', '/ar/', 'Set a goal.')],
        browse: [],
        manifest: manifestFileOf('@ar'),
        ...ARABIC,
      },
    ]),
  );
  await searchIndexWritten();
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const routesFound = async (manifest: string, input: string) => {
    const engine = await openSearchEngine(read(manifest) as SearchManifest, async (file) => read(file));
    return (await engine.search(input))?.map((group) => group.page.route);
  };
  expect(read(manifestFileOf('@ar'))).toMatchObject({ locale: 'ar', language: 'ar' });
  expect(read(MANIFEST_FILE)).toMatchObject({ locale: 'en', language: 'en' });
  // Without the article and the short vowels, as readers type: the Arabic tokenizer's.
  expect(await routesFound(manifestFileOf('@ar'), 'قائمة')).toEqual(['/ar/wants']);
  expect(await routesFound(manifestFileOf('@ar'), 'goal')).toEqual(['/ar/']);
  // The English index read with the English tokenizer: the article stays on, and no Arabic page is found.
  expect(await routesFound(MANIFEST_FILE, 'قائمة')).toEqual([]);
  expect(await routesFound(MANIFEST_FILE, 'القائمة')).toEqual(['/wants']);
  expect(await routesFound(MANIFEST_FILE, 'goal')).toEqual([]);
});

test('a failure in the worker rejects the wait with its error, and writes no manifest', async () => {
  const broken = { title: 'Broken', route: '/broken', sections: null } as unknown as SearchPage;
  startSearchIndex({ dir }).index(pendingAll([{ pages: [broken], browse: [], manifest: MANIFEST_FILE, ...ENGLISH }]));
  await expect(searchIndexWritten()).rejects.toThrow("Cannot read properties of null (reading 'map')");
  expect(fs.existsSync(path.join(dir, MANIFEST_FILE))).toBe(false);
});

test("a build's index replaces an earlier build's: files and manifests no set names any more are removed", async () => {
  fs.mkdirSync(path.join(dir, 'pages.0123456789ab'));
  fs.writeFileSync(path.join(dir, 'stats.0123456789ab.json'), '{}');
  fs.writeFileSync(path.join(dir, manifestFileOf('0.9')), '{}');
  const sets = ['', '1.0'].map((slug) => ({
    pages: [page('Want lists', `${slug ? `/${slug}` : ''}/wants`, 'Track the items you want.')],
    browse: [],
    manifest: manifestFileOf(slug),
    ...ENGLISH,
  }));
  startSearchIndex({ dir }).index(pendingAll(sets));
  await searchIndexWritten();

  const entries = fs.readdirSync(dir);
  expect(entries).toEqual(expect.arrayContaining([manifestFileOf(''), manifestFileOf('1.0')]));
  expect(entries).not.toContain('pages.0123456789ab');
  expect(entries).not.toContain('stats.0123456789ab.json');
  expect(entries).not.toContain(manifestFileOf('0.9'));
  // Every file a manifest names is there.
  for (const slug of ['', '1.0']) {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, manifestFileOf(slug)), 'utf8')) as SearchManifest;
    const named = JSON.stringify(manifest).match(/[\w-]+\.[0-9a-f]{12}(?:\.json)?/g) ?? [];
    expect(named.length).toBeGreaterThan(0);
    for (const file of named) expect(entries).toContain(file);
  }
});

test('each set is made when the worker asks for it, once the last is written: one set at a time in this process', async () => {
  const seenWhenAsked: string[][] = [];
  const sets = ['', '1.0', '2.0'].map((slug) => {
    const set = pendingOf({
      pages: [page(`Want lists ${slug}`, `/${slug}/wants`, `Track the items you want in ${slug || 'next'}.`)],
      browse: [],
      manifest: manifestFileOf(slug),
      ...ENGLISH,
    });
    return {
      ...set,
      make: () => {
        seenWhenAsked.push(fs.readdirSync(dir).filter((entry) => entry.startsWith('pages.')));
        return set.make();
      },
    };
  });
  startSearchIndex({ dir }).index(sets);
  await searchIndexWritten();
  expect(seenWhenAsked.map((folders) => folders.length)).toEqual([0, 1, 2]);
});

test('the process starts before the sets are known: given once it has asked, they are indexed, and the files that carried them are gone', async () => {
  const carriers = () => fs.readdirSync(os.tmpdir()).filter((entry) => entry.startsWith('trove-search-sets-'));
  const before = carriers();
  const search = startSearchIndex({ dir });
  // Long enough for the process to load its code and ask for a set that is not there yet.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  search.index(
    pendingAll([
      { pages: [page('Want lists', '/wants', 'Ceilings for wants.')], browse: [], manifest: MANIFEST_FILE, ...ENGLISH },
    ]),
  );
  await searchIndexWritten();

  const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as SearchManifest;
  const engine = await openSearchEngine(manifest, async (file) =>
    JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')),
  );
  expect((await engine.search('ceilings'))?.map((group) => group.page.route)).toEqual(['/wants']);
  expect(carriers()).toEqual(before);
}, 20_000);

test("the process ends quietly when Gatsby's ends first, as a build stopped by an editor's mistake does while it loads", async () => {
  const worker = fork(path.resolve('src/node/search/searchIndexWorker.mjs'), [dir], { execArgv: [], stdio: 'pipe' });
  let errors = '';
  worker.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  worker.disconnect();
  const code = await new Promise((resolve) => worker.once('exit', resolve));
  expect(errors).toBe('');
  expect(code).toBe(1);
}, 20_000);

describe('with reuse, a set unchanged since the last build', () => {
  const setOf = (slug: string, text: string) => ({
    pages: [page('Want lists', `${slug ? `/${slug}` : ''}/wants`, text)],
    browse: [],
    manifest: manifestFileOf(slug),
    ...ENGLISH,
  });
  const build = async (sets: ReturnType<typeof setOf>[], code = 'code-1') => {
    const made: string[] = [];
    const pending = sets.map((set) => ({
      ...pendingOf(set, code),
      make: () => (made.push(set.manifest), set),
    }));
    startSearchIndex({ dir, reuse: { record: path.join(dir, '..', `${path.basename(dir)}.json`) } }).index(pending);
    await searchIndexWritten();
    return made;
  };
  const marked = (slug: string) => fs.writeFileSync(path.join(dir, manifestFileOf(slug)), '{"marked":true}');
  const isMarked = (slug: string) => fs.readFileSync(path.join(dir, manifestFileOf(slug)), 'utf8').includes('marked');
  afterEach(() => fs.rmSync(path.join(dir, '..', `${path.basename(dir)}.json`), { force: true }));

  it('is kept as it is, files and manifest, and never made, while a changed set is indexed anew', async () => {
    await build([setOf('', 'Ceilings.'), setOf('1.0', 'Ceilings.')]);
    marked('');
    marked('1.0');
    const made = await build([setOf('', 'Ceilings and duplicates.'), setOf('1.0', 'Ceilings.')]);

    expect(made).toEqual([manifestFileOf('')]);
    expect(isMarked('1.0')).toBe(true);
    expect(isMarked('')).toBe(false);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, manifestFileOf('')), 'utf8')) as SearchManifest;
    const engine = await openSearchEngine(manifest, async (file) =>
      JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')),
    );
    expect((await engine.search('duplicates'))?.map((group) => group.page.route)).toEqual(['/wants']);
  });

  it('is indexed anew under other code, or when a file it named is gone', async () => {
    await build([setOf('', 'Ceilings.'), setOf('1.0', 'Ceilings.')]);
    marked('');
    marked('1.0');
    await build([setOf('', 'Ceilings.'), setOf('1.0', 'Ceilings.')], 'code-2');
    expect([isMarked(''), isMarked('1.0')]).toEqual([false, false]);

    const stats = fs.readdirSync(dir).filter((entry) => entry.startsWith('stats.'));
    for (const file of stats) fs.rmSync(path.join(dir, file));
    marked('');
    await build([setOf('', 'Ceilings.'), setOf('1.0', 'Ceilings.')], 'code-2');
    expect(isMarked('')).toBe(false);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, manifestFileOf('')), 'utf8')) as SearchManifest;
    expect(fs.existsSync(path.join(dir, manifest.stats))).toBe(true);
  });
});
