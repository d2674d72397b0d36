import type { GatsbyNode } from 'gatsby';
import { renderPool } from '../../render/renderPool';

/**
 * Every doc is rendered by the end of bootstrap; a build frees the render workers' memory for the
 * steps that follow. `gatsby develop` keeps them for the edits to come.
 */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async () => {
  if (process.env.NODE_ENV === 'production') await renderPool.close();
};
