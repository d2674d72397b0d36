import type { GatsbyNode } from 'gatsby';
import type { DocCategory } from '../../lib/docs/category';
import { buildPublishesDrafts } from '../../lib/docs/published';
import { SidebarError } from '../../lib/docs/sidebars';
import type { Sidebars } from '../../lib/sidebar';
import type { SiteChrome } from '../../lib/chrome';
import { renderSiteChrome } from '../chrome/renderChrome';
import { docNodesSettled } from '../docs/docNode';
import { siteSidebars, type SidebarDocRecord } from '../docs/siteSidebars';
import { isNavigationError, loadNavigation, NAVIGATION_SOURCE } from '../navigation/loadNavigation';

interface NodeModel {
  findAll<T>(args: { type: string; query?: unknown }): Promise<{ entries: Iterable<T> }>;
}

/**
 * `docChrome`: the markup of the chrome around every page (navbar, footer, each sidebar), rendered
 * once per build for the one static query that brings it to the browser once per visit. Invalid
 * sidebars stop a build in createPages, which names the entry and the fix; under `gatsby develop`,
 * which keeps running, the query fails pointing there instead of rendering a chrome without them.
 * A navbar item that fails to render fails the query with the message naming its entry.
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create, basePath }) => {
  const pathPrefix = basePath === '/' ? '' : basePath;
  create({
    Query: {
      docChrome: {
        type: 'JSON!',
        resolve: async (
          _source: unknown,
          _args: unknown,
          { nodeModel }: { nodeModel: NodeModel },
        ): Promise<SiteChrome> => {
          await docNodesSettled();
          const docs = await nodeModel.findAll<SidebarDocRecord>({ type: 'Doc' });
          const categories = await nodeModel.findAll<DocCategory>({ type: 'DocCategory' });
          // Read from disk below; asked of the node model so a saved navigation file re-runs this query.
          await nodeModel.findAll({
            type: 'File',
            query: { filter: { sourceInstanceName: { eq: NAVIGATION_SOURCE } } },
          });
          let navigation;
          try {
            navigation = loadNavigation();
          } catch (error) {
            // The message names the file, the line and the key; the build stops on it in createPages.
            if (isNavigationError(error)) throw new Error(error.message);
            throw error;
          }
          let sidebars: Sidebars;
          try {
            sidebars = siteSidebars(
              navigation.sidebars,
              [...docs.entries],
              [...categories.entries],
              buildPublishesDrafts(process.env.NODE_ENV),
            );
          } catch (error) {
            if (!(error instanceof SidebarError)) throw error;
            throw new Error(
              'The sidebars are invalid: the "Invalid sidebars" error above names the entry and the fix.',
            );
          }
          return renderSiteChrome({ pathPrefix, sidebars, navigation });
        },
      },
    },
  });
};
