import type { GatsbyNode } from 'gatsby';
import { docCategorySchema } from '../../lib/docs/category';
import { graphqlObjectTypes } from '../../lib/docs/graphqlTypes';
import { docRecordSchema, type DocRecord } from '../../lib/docs/record';
import { resolveDocLinks } from '../../lib/content/resolveDocLinks';
import { buildToc } from '../../chrome/TOC/toc';

/**
 * Types the doc nodes from their zod schemas, so a typo in content cannot change the schema by
 * inference. A doc's `html` takes the routes of the doc files it links to (`links`, from the page
 * context), and `toc` is its table of contents, levels 2 to 3.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions, schema }) => {
  const types = [...graphqlObjectTypes(docRecordSchema), ...graphqlObjectTypes(docCategorySchema)];
  actions.createTypes(
    types.map(({ name, fields }) =>
      schema.buildObjectType({
        name,
        interfaces: name === 'Doc' || name === 'DocCategory' ? ['Node'] : [],
        extensions: { infer: false },
        fields:
          name === 'Doc'
            ? {
                ...fields,
                html: {
                  type: 'String!',
                  description: 'The body as HTML, each link to a doc file leading to the route given in `links`',
                  args: { links: 'JSON' },
                  resolve: (doc: DocRecord, { links }: { links?: Record<string, string> | null }) =>
                    resolveDocLinks(doc.html, links ?? {}),
                },
                toc: { type: 'JSON!', resolve: (doc: DocRecord) => buildToc(doc.headings) },
              }
            : fields,
      }),
    ),
  );
};
