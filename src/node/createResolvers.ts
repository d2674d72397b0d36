import type { GatsbyNode } from 'gatsby';
import type { DocCategory } from '../lib/docs/category';
import { buildPublishesDrafts } from '../lib/docs/published';
import { SidebarError } from '../lib/docs/sidebars';
import type { Sidebars } from '../lib/sidebar';
import { siteSidebars, type SidebarDocRecord } from './docs/siteSidebars';

interface NodeModel {
  findAll<T>(args: { type: string }): Promise<{ entries: Iterable<T> }>;
}

/**
 * `docSidebars`: every sidebar, resolved, for the one static query that brings them to the
 * browser once per visit (pages carry only the id of theirs). Problems with them stop the build
 * in createPages, which reports them; here a broken config yields no sidebars.
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create }) => {
  create({
    Query: {
      docSidebars: {
        type: 'JSON!',
        resolve: async (
          _source: unknown,
          _args: unknown,
          { nodeModel }: { nodeModel: NodeModel },
        ): Promise<Sidebars> => {
          const docs = await nodeModel.findAll<SidebarDocRecord>({ type: 'Doc' });
          const categories = await nodeModel.findAll<DocCategory>({ type: 'DocCategory' });
          try {
            return siteSidebars([...docs.entries], [...categories.entries], buildPublishesDrafts(process.env.NODE_ENV));
          } catch (error) {
            if (error instanceof SidebarError) return {};
            throw error;
          }
        },
      },
    },
  });
};
