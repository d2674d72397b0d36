import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyCache } from 'gatsby';
import { buildSearchIndex } from '../lib/search/buildIndex';
import type { BrowseLink } from '../lib/search/indexFile';
import type { SearchPage } from '../lib/search/records';

const CACHE_KEY = 'searchIndexFile';
const publicDir = path.resolve('public');
const isIndexFile = (name: string) => /^search-index(\.[0-9a-f]+)?\.json$/.test(name);

/**
 * Name of the index file in public/. A build names it by its content, so hosts can cache it for a
 * year like the hashed scripts; `gatsby develop` rewrites one fixed name as content changes, since
 * its bundle is compiled once and could not learn a new hash.
 */
function indexFileName(json: string, develop: boolean): string {
  if (develop) return 'search-index.json';
  return `search-index.${crypto.createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
}

/**
 * Builds the search index of the published docs and writes it into public/, where both
 * `gatsby build` and `gatsby develop` serve it; stale index files go. The name is kept in Gatsby's
 * cache for `searchIndexFileFor` (the webpack config is made after the pages).
 */
export async function writeSearchIndex(
  pages: readonly SearchPage[],
  browse: readonly BrowseLink[],
  cache: GatsbyCache,
): Promise<void> {
  const json = JSON.stringify(buildSearchIndex(pages, browse));
  const fileName = indexFileName(json, process.env.NODE_ENV !== 'production');
  await fs.mkdir(publicDir, { recursive: true });
  for (const name of (await fs.readdir(publicDir)).filter(isIndexFile)) {
    if (name !== fileName) await fs.rm(path.join(publicDir, name));
  }
  await fs.writeFile(path.join(publicDir, fileName), json);
  await cache.set(CACHE_KEY, fileName);
}

/** The index file name the browser bundle of a webpack stage fetches. */
export async function searchIndexFileFor(stage: string, cache: GatsbyCache): Promise<string> {
  if (stage === 'develop' || stage === 'develop-html') return indexFileName('', true);
  const fileName = (await cache.get(CACHE_KEY)) as string | undefined;
  if (!fileName) throw new Error('The search index was not written before the webpack build; createPages writes it.');
  return fileName;
}
