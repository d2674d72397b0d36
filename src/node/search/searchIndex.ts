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
 * Builds the split search index of each doc set's published docs into `dir`, public/search/ unless
 * given (see `buildSearchFiles`), each under its manifest, in one folder.
 */
export async function writeSearchIndex(sets: readonly SearchIndexSet[], dir = SEARCH_DIR): Promise<void> {
  const files = new Map<string, string>();
  for (const { pages, browse, manifest, locale, language } of sets) {
    for (const [file, content] of buildSearchFiles(pages, browse, { hash, locale, language })) {
      files.set(file === MANIFEST_FILE ? manifest : file, content);
    }
  }
  await writeSearchFiles(dir, files);
}

/**
 * Writes search files into `dir`. The manifests go last, so no reader gets one that names a file
 * not written yet; then whatever they no longer name (an earlier build's files) is removed.
 */
export async function writeSearchFiles(dir: string, files: ReadonlyMap<string, string>): Promise<void> {
  const present = await fs.readdir(dir).catch(() => []);
  const others = [...files].filter(([file]) => !isManifestFile(file));
  for (const folder of new Set(others.map(([file]) => path.dirname(file)))) {
    await fs.mkdir(path.join(dir, folder), { recursive: true });
  }
  // In batches: one promise per file of a large site would open thousands of files at once.
  for (let start = 0; start < others.length; start += 256) {
    await Promise.all(
      others.slice(start, start + 256).map(([file, content]) => fs.writeFile(path.join(dir, file), content)),
    );
  }
  for (const [file, content] of files) if (isManifestFile(file)) await fs.writeFile(path.join(dir, file), content);
  const named = new Set([...files.keys()].map((file) => file.split('/')[0]));
  for (const entry of present.filter((name) => !named.has(name))) {
    await fs.rm(path.join(dir, entry), { recursive: true, force: true });
  }
}
