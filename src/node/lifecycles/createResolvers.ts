import type { GatsbyNode } from 'gatsby';
import type { DocCategory } from '../../lib/docs/category';
import { buildPublishesDrafts } from '../../lib/docs/published';
import type { SiteChrome } from '../../lib/chrome';
import { checkedNavigation, checkedSidebars } from '../chrome/checkedChromeInputs';
import { NavbarItemError, renderSiteChrome } from '../chrome/renderChrome';
import { settledDocNodes } from '../docs/docNode';
import type { SidebarDocRecord } from '../docs/siteSidebars';
import { clearContentError, reportContentError, runsDevelop } from '../errors/contentErrors';
import { NAVIGATION_SOURCE, navigationFileShown } from '../navigation/loadNavigation';

interface NodeModel {
  findAll<T>(args: { type: string; query?: unknown }): Promise<{ entries: Iterable<T> }>;
  getNodeById<T>(args: { id: string; type: string }): T | null;
}

/** The key of a navbar item's render failure in the develop overlay. */
const CHROME_RENDER = 'chrome';

/** Under `gatsby develop`, the chrome last rendered from valid navigation. */
let lastChrome: SiteChrome | undefined;

/**
 * `docChrome`: the markup of the chrome around every page (navbar, footer, each sidebar), rendered
 * once per build for the one static query that brings it to the browser once per visit. Invalid
 * navigation files or sidebars stop a build in createPages, which names the file, the key and the
 * fix; `gatsby develop`, which keeps running, reports them here too (a file saved while createPages
 * runs reaches only this query) and serves the last valid chrome, so the page under the overlay
 * keeps working. A navbar item that fails to render fails a build's query with the message naming
 * its entry; under develop it is reported the same way, since a failed query would leave the browser
 * an error that only a reload clears.
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create, basePath, reporter }) => {
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
          const docs = await settledDocNodes<SidebarDocRecord>(
            async () => (await nodeModel.findAll<{ id: string }>({ type: 'Doc' })).entries,
            (id) => nodeModel.getNodeById({ id, type: 'Doc' }) ?? undefined,
          );
          const categories = await nodeModel.findAll<DocCategory>({ type: 'DocCategory' });
          // Read from disk below; asked of the node model so a saved navigation file re-runs this query.
          await nodeModel.findAll({
            type: 'File',
            query: { filter: { sourceInstanceName: { eq: NAVIGATION_SOURCE } } },
          });
          const navigation = await checkedNavigation(reporter, { warn: false });
          const sidebars =
            navigation &&
            checkedSidebars(
              reporter,
              navigation.sidebars,
              docs,
              [...categories.entries],
              buildPublishesDrafts(process.env.NODE_ENV),
            );
          if (!navigation || !sidebars) {
            // Develop serves the chrome it last rendered, under the overlay, until the fix.
            if (runsDevelop() && lastChrome) return lastChrome;
            throw new Error('The navigation is invalid: the error above names the file, the key and the fix.');
          }
          try {
            lastChrome = renderSiteChrome({ pathPrefix, sidebars, navigation });
          } catch (error) {
            if (!(runsDevelop() && lastChrome && error instanceof NavbarItemError)) throw error;
            reportContentError(reporter, CHROME_RENDER, 'navigation', error.message, navigationFileShown('navbar'));
            return lastChrome;
          }
          clearContentError(CHROME_RENDER);
          return lastChrome;
        },
      },
    },
  });
};
