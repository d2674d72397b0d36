import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { readMediaFolder } from '../../render/mediaFolder';
import { mediaFolderPlace } from '../content/contentRoot';
import { createDocNode, isDocFile, madeInThisProcess, type FileNode } from '../docs/docNode';
import { needsMakingAgain } from '../docs/docNodeState';
import { docSetOfSource, docsFolderOfSet } from '../docs/versionFolders';

/**
 * Whether a doc file's node is of the content this build reads: its file is there, in its docs
 * folder. Until sourcing ends, Gatsby still holds the nodes of files deleted since the last build,
 * or of the folder it read then (another TROVE_CONTENT_DIR), and drops them after.
 */
const ofThisContent = (file: FileNode) =>
  path.resolve(file.absolutePath) ===
    path.resolve(docsFolderOfSet(docSetOfSource(file.sourceInstanceName)!), file.relativePath) &&
  fs.existsSync(file.absolutePath);

/**
 * Makes again the `Doc` nodes, kept from the last build, of unchanged docs that need it (Gatsby runs
 * onCreateNode only for files that changed): those showing a file of media/ that changed since (a
 * picture replaced by one of another size, or deleted), and those a build stopped by a mistake
 * ended before they were made. Runs once the docs folders are sourced, leaving the docs this
 * process is making already.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  const media = readMediaFolder(mediaFolderPlace());
  await Promise.all(
    args
      .getNodesByType('File')
      .filter(isDocFile)
      .filter(ofThisContent)
      .map(async (file) => {
        if ((await needsMakingAgain(args.cache, file.id, media.read)) && !madeInThisProcess(file.id))
          await createDocNode({ ...args, node: file });
      }),
  );
};
