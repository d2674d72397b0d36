import type { GatsbyNode } from 'gatsby';
import { createCategoryNode, isCategoryFile } from '../docs/categoryNode';
import { createDocNode, isDocFile } from '../docs/docNode';

/** Makes the data layer's doc nodes: a `Doc` per MDX file and a `DocCategory` per `_category_.yml` of the docs folder. */
export const onCreateNode: GatsbyNode['onCreateNode'] = async (args) => {
  if (isDocFile(args.node)) await createDocNode(args as Parameters<typeof createDocNode>[0]);
  else if (isCategoryFile(args.node)) await createCategoryNode(args as Parameters<typeof createCategoryNode>[0]);
};
