import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CreateNodeArgs } from 'gatsby';
import { CATEGORY_FILE_NAME, parseCategoryFile, type DocCategory } from '../../lib/docs/category';
import { folderOf, toDocsPath } from '../../lib/docs/ids';
import { DataFileError } from '../../lib/docs/yamlFile';
import { displayPath } from '../content/contentRoot';
import { savedText } from '../content/inPlaceSave';
import { clearFileError, reportFileError } from '../errors/fileErrors';
import type { FileNode } from './docNode';
import siteConfig from '../../config/site.config';
import { docSetOfSource } from './versionFolders';

/**
 * Whether a sourced file is a folder's `_category_.yml` in a version's docs folder, or in a
 * locale's translations of one.
 */
export function isCategoryFile(node: {
  internal: { type: string };
}): node is FileNode & { internal: { type: 'File' } } {
  const file = node as FileNode;
  return (
    node.internal.type === 'File' &&
    docSetOfSource(file.sourceInstanceName) !== undefined &&
    path.basename(file.relativePath) === CATEGORY_FILE_NAME
  );
}

/** Turns a `_category_.yml` into a `DocCategory` node, after validating it; a problem stops the build naming file, line and key. */
export async function createCategoryNode({
  node,
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}: CreateNodeArgs<FileNode>): Promise<void> {
  const file = displayPath(node.absolutePath);
  const source = { absolutePath: node.absolutePath, shown: file };
  let settings;
  try {
    settings = parseCategoryFile(file, await savedText(() => readFile(node.absolutePath, 'utf8')));
  } catch (error) {
    if (!(error instanceof DataFileError)) throw error;
    reportFileError(reporter, source, 'frontMatter', error.message);
    return;
  }
  clearFileError(source);
  const set = docSetOfSource(node.sourceInstanceName)!;
  const category: DocCategory = {
    ...settings,
    folder: folderOf(toDocsPath(node.relativePath)),
    version: set.version.name,
    ...(set.locale.code === siteConfig.i18n.defaultLocale ? {} : { locale: set.locale.code }),
    file,
  };
  const categoryNode = {
    ...category,
    id: createNodeId(`DocCategory-${node.id}`),
    parent: node.id,
    children: [],
    internal: { type: 'DocCategory', contentDigest: createContentDigest(category) },
  };
  actions.createNode(categoryNode);
  // Linked as the file's child, the node goes when the file goes (sourceNodes says why that matters).
  actions.createParentChildLink({ parent: node, child: categoryNode });
}
