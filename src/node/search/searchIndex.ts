import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isManifestFile, MANIFEST_FILE, type BrowseLink } from '../../lib/search/manifest';
import type { SearchPage } from '../../lib/search/records';
import { buildSearchFiles } from '../../lib/search/searchFiles';

/** The search folder in public/, where both `gatsby build` and `gatsby develop` serve it. */
const SEARCH_DIR = path.resolve('public/search');

const hash = (content: string) => crypto.createHash('sha256').update(content).digest('hex').slice(0, 12);

/**
 * The search index of one doc set: its pages, what it offers when nothing matches, its manifest's
 * name (`manifestFileOf`; a name per set, locale and version), and its locale's code and language
 * (`htmlLang`), which picks the tokenizer (`searchTextOf`).
 */
export interface SearchIndexSet {
  pages: readonly SearchPage[];
  browse: readonly BrowseLink[];
  manifest: string;
  locale: string;
  language: string;
}

/**
 * A doc set to index, made only when its index cannot be kept from the last build: its manifest,
 * `key`, a digest of everything its index is made from (its pages' digests, not their text, and
 * the code), and `make`, which reads its pages' text.
 */
export interface PendingSearchSet {
  manifest: string;
  key: string;
  make(): SearchIndexSet;
}

/**
 * Writes the search index of a site one doc set at a time (`keep` the last build's, or `add`), then
 * its manifests (`finish`).
 */
export interface SearchIndexWriter {
  /** Keeps the set's index from the last build when it was made from `key` and its files are all still there; whether it did. */
  keep(manifest: string, key: string): boolean;
  /** Indexes the set, recording `key` as what it was made from. */
  add(set: SearchIndexSet, key?: string): Promise<void>;
  finish(): Promise<void>;
}

/** Where the last build's sets are recorded: a file of Gatsby's cache folder, which a clean build empties with public/. */
export interface SetReuse {
  record: string;
}

/** What the record keeps of a set's index, by manifest: what it was made from, and the top entries of its files. */
type SetRecord = Record<string, { key: string; entries: string[] }>;

/**
 * Builds the split search index of each doc set's published docs into `dir`, public/search/ unless
 * given (see `buildSearchFiles`), each under its manifest, in one folder. A set's files are written
 * as soon as they are built and then let go, so the memory it takes is one set's, not the site's
 * (18,000 pages in nine sets held 220 MB of them at once); the manifests go last, as in
 * `writeSearchFiles`. With `reuse`, a set made from the same key as in the last build, whose files
 * are all still there, is kept as it is: after an edit, a rebuild indexes the edited doc's set, not
 * every version and locale of the site.
 */
export async function searchIndexWriter(dir = SEARCH_DIR, reuse?: SetReuse): Promise<SearchIndexWriter> {
  const present = await presentEntries(dir);
  const presentSet = new Set(present);
  const last = reuse ? await readSetRecord(reuse.record) : {};
  const recorded: SetRecord = {};
  const manifests = new Map<string, string>();
  const named = new Set<string>();
  return {
    keep(manifest, key) {
      const before = last[manifest];
      if (!reuse || before?.key !== key || ![manifest, ...before.entries].every((entry) => presentSet.has(entry)))
        return false;
      recorded[manifest] = before;
      named.add(manifest);
      for (const entry of before.entries) named.add(entry);
      return true;
    },
    async add({ pages, browse, manifest, locale, language }, key = '') {
      const files = buildSearchFiles(pages, browse, { hash, locale, language });
      manifests.set(manifest, files.get(MANIFEST_FILE)!);
      files.delete(MANIFEST_FILE);
      await writeParts(dir, files);
      const entries = new Set([...files.keys()].map(topEntry));
      for (const entry of entries) named.add(entry);
      recorded[manifest] = { key, entries: [...entries] };
    },
    async finish() {
      await writeManifests(dir, manifests, present, named);
      if (reuse) {
        await fs.mkdir(path.dirname(reuse.record), { recursive: true });
        await fs.writeFile(reuse.record, JSON.stringify(recorded));
      }
    },
  };
}

/** The sets the last build recorded; none when it recorded none or the record is unreadable. */
const readSetRecord = (file: string): Promise<SetRecord> =>
  fs
    .readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as SetRecord)
    .catch(() => ({}));

/**
 * The search index of every doc set of `sets`, written in this process as `searchIndexWriter`
 * writes it (`gatsby develop`, which has no bundling to overlap it with): with `reuse`, a set is
 * made only when its key is not the last run's, so a warm start indexes nothing again (0.1 s of
 * three docs' index, every start).
 */
export async function writeSearchIndex(
  sets: readonly PendingSearchSet[],
  { dir = SEARCH_DIR, reuse }: { dir?: string; reuse?: SetReuse } = {},
): Promise<void> {
  const writer = await searchIndexWriter(dir, reuse);
  for (const set of sets) if (!writer.keep(set.manifest, set.key)) await writer.add(set.make(), set.key);
  await writer.finish();
}

/**
 * Writes search files into `dir`. The manifests go last, so no reader gets one that names a file
 * not written yet; then whatever they no longer name (an earlier build's files) is removed.
 */
export async function writeSearchFiles(dir: string, files: ReadonlyMap<string, string>): Promise<void> {
  const present = await presentEntries(dir);
  const parts = new Map([...files].filter(([file]) => !isManifestFile(file)));
  await writeParts(dir, parts);
  const manifests = new Map([...files].filter(([file]) => isManifestFile(file)));
  await writeManifests(dir, manifests, present, new Set([...parts.keys()].map(topEntry)));
}

/** The first segment of a search file's path: a file at the folder's top, or the folder holding it. */
const topEntry = (file: string) => file.split('/')[0];

/** What the search folder holds before a build writes it: none when it does not exist yet. */
const presentEntries = (dir: string): Promise<string[]> => fs.readdir(dir).catch(() => []);

/** Writes the files the manifests name (each a path in `dir`), their folders first. */
async function writeParts(dir: string, parts: ReadonlyMap<string, string>): Promise<void> {
  const others = [...parts];
  for (const folder of new Set(others.map(([file]) => path.dirname(file)))) {
    await fs.mkdir(path.join(dir, folder), { recursive: true });
  }
  // In batches: one promise per file of a large site would open thousands of files at once.
  for (let start = 0; start < others.length; start += 256) {
    await Promise.all(
      others.slice(start, start + 256).map(([file, content]) => fs.writeFile(path.join(dir, file), content)),
    );
  }
}

/**
 * Writes the manifests, once every file they name is written, then removes what the folder held
 * (`present`) that neither they nor the files written (`named`, by top entry) are: an earlier build's.
 */
async function writeManifests(
  dir: string,
  manifests: ReadonlyMap<string, string>,
  present: readonly string[],
  named: ReadonlySet<string>,
): Promise<void> {
  for (const [file, content] of manifests) await fs.writeFile(path.join(dir, file), content);
  for (const entry of present.filter((name) => !named.has(name) && !manifests.has(name))) {
    await fs.rm(path.join(dir, entry), { recursive: true, force: true });
  }
}
