import type { GatsbyNode } from 'gatsby';
import { docCategorySchema } from '../../lib/docs/category';
import { graphqlObjectTypes } from '../../lib/docs/graphqlTypes';
import { docRecordSchema, type DocRecord } from '../../lib/docs/record';
import { inBodyLanguage, type BodyLanguage } from '../../lib/content/bodyLanguage';
import { resolveDocLinks } from '../../lib/content/resolveDocLinks';
import { DOC_META_TYPE } from '../docs/docMeta';

/**
 * Types the doc nodes from their zod schemas, so a typo in content cannot change the schema by
 * inference. A doc's `html` takes the routes of the doc files it links to (`links`, from the page
 * context), and the body's own language where the page is in another locale (`language`).
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
                  args: { links: 'JSON', language: 'JSON' },
                  resolve: (
                    doc: DocRecord,
                    { links, language }: { links?: Record<string, string> | null; language?: BodyLanguage | null },
                  ) => inBodyLanguage(resolveDocLinks(doc.html, links ?? {}), language),
                },
              }
            : fields,
      }),
    ),
  );
  // Read by the lifecycles and resolvers alone (src/node/docs/docMeta.ts): not inferred, one field declared.
  actions.createTypes(
    schema.buildObjectType({
      name: DOC_META_TYPE,
      interfaces: ['Node'],
      extensions: { infer: false },
      fields: { docNodeId: 'String!' },
    }),
  );
};
