import type { GatsbyNode } from 'gatsby';
import { contentRoot, displayPath } from '../content/contentRoot';
import { linkOutOfContent } from '../content/insideContent';
import { createCategoryNode, isCategoryFile } from '../docs/categoryNode';
import { createDocNode, isDocFile, type FileNode } from '../docs/docNode';
import { docSetOfSource } from '../docs/versionFolders';
import { reportFileError } from '../errors/fileErrors';
import { runsDevelop } from '../errors/contentErrors';
import { isGlossaryFile } from '../content/contentDataSource';
import { makeDocsAgainForGlossary } from './sourceNodes';

/**
 * Makes the data layer's doc nodes: a `Doc` per MDX file and a `DocCategory` per `_category_.yml` of
 * each version's docs folder (a locale's translations give `Doc` nodes only: their categories are the
 * original's); under `gatsby develop`, a saved glossary makes again the docs it changed for. A
 * file of a docs folder that is a link out of the content folder stops
 * the build, naming it, before anything reads it.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = async (args) => {
  const { node, reporter } = args;
  if (node.internal.type === 'File' && docSetOfSource((node as FileNode).sourceInstanceName)) {
    const file = (node as FileNode).absolutePath;
    const problem = linkOutOfContent(file, contentRoot());
    if (problem)
      return reportFileError(reporter, { absolutePath: file, shown: displayPath(file) }, 'docContent', problem);
  }
  if (isDocFile(node)) await createDocNode({ ...args, node });
  else if (isCategoryFile(node)) await createCategoryNode(args as Parameters<typeof createCategoryNode>[0]);
  // A build makes them again when sourcing (sourceNodes); `gatsby develop` sources once.
  else if (
    runsDevelop() &&
    node.internal.type === 'File' &&
    isGlossaryFile((node as FileNode).sourceInstanceName, (node as FileNode).relativePath)
  )
    await makeDocsAgainForGlossary(args);
};
