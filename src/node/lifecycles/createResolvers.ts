import type { GatsbyNode } from 'gatsby';
import type { DocCategory } from '../../lib/docs/category';
import { buildPublishesDrafts } from '../../lib/docs/published';
import type { SiteChrome } from '../../lib/chrome';
import { NavbarItemError } from '../chrome/renderChrome';
import { siteChromeOf } from '../chrome/siteChrome';
import { DOC_META_TYPE } from '../docs/docMeta';
import { settledDocMetas } from '../docs/docNode';
import { clearContentError, reportContentError } from '../errors/contentErrors';
import { NAVIGATION_SOURCE, navigationFileShown } from '../navigation/loadNavigation';
import { lastValidModel, modelDocOf, siteModel } from '../site/siteModel';
import { SITE_PAGE_LASTMOD } from '../pages/sitemapLastmod';

interface NodeModel {
  findAll<T>(args: { type: string; query?: unknown }): Promise<{ entries: Iterable<T> }>;
  getNodeById<T>(args: { id: string; type: string }): T | null;
}

/** The key of a navbar item's render failure in the develop overlay. */
const CHROME_RENDER = 'chrome';

/**
 * `docChrome`: the markup of the chrome around every page (navbar, footer, each sidebar), rendered
 * once per build for the one static query that brings it to the browser once per visit. Invalid
 * navigation files or sidebars stop a build in createPages, which names the file, the key and the
 * fix; `gatsby develop`, which keeps running, reports them here too (a file saved while createPages
 * runs reaches only this query) and serves the chrome of the last valid site model, so the page
 * under the overlay keeps working. A navbar item that fails to render fails a build's query with the
 * message naming its entry; under develop it is reported the same way, since a failed query would
 * leave the browser an error that only a reload clears.
 * `SitePage.lastmod` is a doc page's "Last updated" date, for the sitemap (src/node/pages/sitemapLastmod.ts).
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
          const allDocs = await settledDocMetas(
            async () => (await nodeModel.findAll<{ id: string }>({ type: DOC_META_TYPE })).entries,
            (id) => nodeModel.getNodeById({ id, type: DOC_META_TYPE }) ?? undefined,
            modelDocOf,
          );
          const categories = await nodeModel.findAll<DocCategory>({ type: 'DocCategory' });
          // Read from disk by the model; asked of the node model so a saved navigation file re-runs this query.
          await nodeModel.findAll({
            type: 'File',
            query: { filter: { sourceInstanceName: { eq: NAVIGATION_SOURCE } } },
          });
          const input = {
            allDocs,
            categories: [...categories.entries],
            includeDrafts: buildPublishesDrafts(process.env.NODE_ENV),
          };
          const model = await siteModel(reporter, input, { warn: false });
          // Develop serves the chrome of the last valid model, under the overlay, until the fix.
          const served = model ?? lastValidModel();
          if (!served)
            throw new Error('The navigation is invalid: the error above names the file, the key and the fix.');
          let chrome: SiteChrome;
          try {
            chrome = siteChromeOf(served, pathPrefix).chrome;
          } catch (error) {
            const last = lastValidModel();
            if (!(last && last !== served && error instanceof NavbarItemError)) throw error;
            reportContentError(reporter, CHROME_RENDER, 'navigation', error.message, navigationFileShown('navbar'));
            return siteChromeOf(last, pathPrefix).chrome;
          }
          if (model) clearContentError(CHROME_RENDER);
          return chrome;
        },
      },
    },
  });
  create(SITE_PAGE_LASTMOD);
};
