import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST_FILE, type BrowseLink } from '../../lib/search/manifest';
import type { SearchPage } from '../../lib/search/records';
import { buildSearchFiles } from '../../lib/search/searchFiles';

/** The search folder in public/, where both `gatsby build` and `gatsby develop` serve it. */
const SEARCH_DIR = path.resolve('public/search');

const hash = (content: string) => crypto.createHash('sha256').update(content).digest('hex').slice(0, 12);

/** Builds the split search index of the published docs into `dir`, public/search/ unless given (see `buildSearchFiles`). */
export async function writeSearchIndex(
  pages: readonly SearchPage[],
  browse: readonly BrowseLink[],
  dir = SEARCH_DIR,
): Promise<void> {
  await writeSearchFiles(dir, buildSearchFiles(pages, browse, { hash }));
}

/**
 * Writes search files into `dir`. The manifest goes last, so no reader gets one that names a file
 * not written yet; then whatever it no longer names (an earlier build's files) is removed.
 */
export async function writeSearchFiles(dir: string, files: ReadonlyMap<string, string>): Promise<void> {
  const present = await fs.readdir(dir).catch(() => []);
  const others = [...files].filter(([file]) => file !== MANIFEST_FILE);
  for (const folder of new Set(others.map(([file]) => path.dirname(file)))) {
    await fs.mkdir(path.join(dir, folder), { recursive: true });
  }
  // In batches: one promise per file of a large site would open thousands of files at once.
  for (let start = 0; start < others.length; start += 256) {
    await Promise.all(
      others.slice(start, start + 256).map(([file, content]) => fs.writeFile(path.join(dir, file), content)),
    );
  }
  await fs.writeFile(path.join(dir, MANIFEST_FILE), files.get(MANIFEST_FILE)!);
  const named = new Set([...files.keys()].map((file) => file.split('/')[0]));
  for (const entry of present.filter((name) => !named.has(name))) {
    await fs.rm(path.join(dir, entry), { recursive: true, force: true });
  }
}
