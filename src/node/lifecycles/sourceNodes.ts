import type { GatsbyNode } from 'gatsby';
import { readMediaFolder } from '../../render/mediaFolder';
import { mediaFolderPlace } from '../content/contentRoot';
import { createDocNode, isDocFile, madeInThisProcess } from '../docs/docNode';
import { needsMakingAgain } from '../docs/docNodeState';

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
      .map(async (file) => {
        if ((await needsMakingAgain(args.cache, file.id, media.read)) && !madeInThisProcess(file.id))
          await createDocNode({ ...args, node: file });
      }),
  );
};
