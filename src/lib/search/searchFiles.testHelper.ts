import { createHash } from 'node:crypto';
import { openSearchEngine } from './engine';
import { MANIFEST_FILE, type BrowseLink, type SearchManifest } from './manifest';
import type { SearchPage } from './records';
import { buildSearchFiles } from './searchFiles';

export const testHash = (content: string) => createHash('sha256').update(content).digest('hex').slice(0, 12);

/**
 * The search files of `pages`, and `open` to start a search engine reading them from memory
 * (parsed from their JSON, as the worker gets them), each with `loaded`: the paths it read, in order.
 */
export function searchFilesOf(
  pages: readonly SearchPage[],
  { browse = [], ...options }: { browse?: BrowseLink[]; partSize?: number; maxCompletionPostings?: number } = {},
) {
  const files = buildSearchFiles(pages, browse, { hash: testHash, ...options });
  const manifest = JSON.parse(files.get(MANIFEST_FILE)!) as SearchManifest;
  const open = async () => {
    const loaded: string[] = [];
    const engine = await openSearchEngine(manifest, async (path) => {
      loaded.push(path);
      if (!files.has(path)) throw new Error(`No search file ${path}`);
      return JSON.parse(files.get(path)!);
    });
    return { engine, loaded };
  };
  return { files, manifest, open };
}
