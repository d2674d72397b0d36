import path from 'node:path';
import { TAGS_FILE } from '../../lib/docs/tags';
import { navigationStringsPath } from '../../lib/i18n/navigationStrings';
import { stringsFilePath } from '../../lib/i18n/stringsFile';

/** The gatsby-source-filesystem source of the content's data files (`contentDataFiles`). */
export const CONTENT_DATA_SOURCE = 'content-data';

/**
 * The files of the content folder, relative to it, that createPages reads from disk besides the docs
 * and navigation: the tags file, and each locale's strings and navigation labels. Nothing reads
 * their nodes; they are sourced so that under `gatsby develop` a save to one creates the pages
 * again, as Gatsby does when a node changes.
 */
export const contentDataFiles = (locales: readonly string[]): string[] => [
  TAGS_FILE,
  ...locales.flatMap((code) => [stringsFilePath(code), navigationStringsPath(code)]),
];

/**
 * gatsby-source-filesystem's `ignore` for a source at `root` that holds `files` alone: everything
 * else is ignored, but for the folders that lead to them, so the watcher neither walks nor sources
 * the docs' folders, which their own sources hold.
 */
export function ignoringAllBut(root: string, files: readonly string[]): (file: string) => boolean {
  const kept = new Set(['']);
  for (const file of files) {
    for (let part = file; part !== '.'; part = path.posix.dirname(part)) kept.add(part);
  }
  return (file) => !kept.has(path.relative(root, file).split(path.sep).join('/'));
}
