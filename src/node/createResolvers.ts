import type { GatsbyNode } from 'gatsby';
import type { DocCategory } from '../lib/docs/category';
import { buildPublishesDrafts } from '../lib/docs/published';
import { SidebarError } from '../lib/docs/sidebars';
import type { Sidebars } from '../lib/sidebar';
import { NavbarItemError, renderSiteChrome, type SiteChrome } from './chrome/renderChrome';
import { ERROR_IDS } from './errorMap';
import { docNodesSettled } from './docs/docNode';
import { siteSidebars, type SidebarDocRecord } from './docs/siteSidebars';

interface NodeModel {
  findAll<T>(args: { type: string }): Promise<{ entries: Iterable<T> }>;
}

/**
 * `docChrome`: the markup of the chrome around every page (navbar, footer, each sidebar), rendered
 * once per build for the one static query that brings it to the browser once per visit. Problems
 * with the sidebars stop the build in createPages, which reports them; here they yield none. A navbar
 * item that fails to render stops it here too, for pages that are no doc.
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
          await docNodesSettled();
          const docs = await nodeModel.findAll<SidebarDocRecord>({ type: 'Doc' });
          const categories = await nodeModel.findAll<DocCategory>({ type: 'DocCategory' });
          let sidebars: Sidebars = {};
          try {
            sidebars = siteSidebars(
              [...docs.entries],
              [...categories.entries],
              buildPublishesDrafts(process.env.NODE_ENV),
            );
          } catch (error) {
            if (!(error instanceof SidebarError)) throw error;
          }
          try {
            return renderSiteChrome({ pathPrefix, sidebars });
          } catch (error) {
            if (!(error instanceof NavbarItemError)) throw error;
            // Under gatsby develop the server keeps running and shows the error until the config is fixed.
            reporter.panicOnBuild({ id: ERROR_IDS.siteConfig, context: { message: error.message } });
            throw error;
          }
        },
      },
    },
  });
};
