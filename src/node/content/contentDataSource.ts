import path from 'node:path';
import { GLOSSARY_FILE, glossaryTranslationPath } from '../../lib/docs/glossary';
import { TAGS_FILE, tagsTranslationPath } from '../../lib/docs/tags';
import { navigationStringsPath } from '../../lib/i18n/navigationStrings';
import { stringsFilePath } from '../../lib/i18n/stringsFile';

/** The gatsby-source-filesystem source of the content's data files (`contentDataFiles`). */
export const CONTENT_DATA_SOURCE = 'content-data';

/**
 * The files of the content folder, relative to it, that the build reads from disk besides the docs
 * and navigation: the tags file and the glossary, and each locale's strings, navigation labels and
 * translations of those two. Nothing reads their nodes; they are sourced so that under `gatsby develop`
 * a save to one creates the pages again, as Gatsby does when a node changes (and, for the
 * glossary, makes again the docs it changed for: src/node/lifecycles/onCreateNode.ts).
 */
export const contentDataFiles = (locales: readonly string[]): string[] => [
  TAGS_FILE,
  GLOSSARY_FILE,
  ...locales.flatMap((code) => [
    stringsFilePath(code),
    navigationStringsPath(code),
    glossaryTranslationPath(code),
    tagsTranslationPath(code),
  ]),
];

/** Whether a sourced file is the glossary or a translation of it, of the content data source. */
export const isGlossaryFile = (sourceInstanceName: string, relativePath: string): boolean =>
  sourceInstanceName === CONTENT_DATA_SOURCE && path.posix.basename(relativePath) === GLOSSARY_FILE;

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
