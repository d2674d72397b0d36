import { z } from 'zod';
import { graphqlObjectTypes } from './graphqlTypes';
import { docCategorySchema } from './category';
import { docRecordSchema } from './record';

describe('graphqlObjectTypes', () => {
  it('maps required, optional, nullable, list and nested fields', () => {
    const point = z.strictObject({ x: z.int(), label: z.string().optional() }).meta({ id: 'Point' });
    const shape = z
      .strictObject({
        name: z.string().describe('What it is called'),
        size: z.number().nullable(),
        closed: z.boolean(),
        tags: z.array(z.string()),
        points: z.array(point),
        centre: point.optional(),
      })
      .meta({ id: 'Shape' });
    expect(graphqlObjectTypes(shape)).toEqual([
      {
        name: 'Shape',
        fields: {
          name: { type: 'String!', description: 'What it is called' },
          size: { type: 'Float' },
          closed: { type: 'Boolean!' },
          tags: { type: '[String!]!' },
          points: { type: '[Point!]!' },
          centre: { type: 'Point' },
        },
      },
      { name: 'Point', fields: { x: { type: 'Int!' }, label: { type: 'String' } } },
    ]);
  });

  it('declares the doc node and the types it nests', () => {
    const [doc, ...nested] = graphqlObjectTypes(docRecordSchema);
    expect(doc.fields.docId.type).toBe('String!');
    expect(doc.fields.sidebarPosition.type).toBe('Int');
    expect(doc.fields.headings.type).toBe('[DocHeading!]!');
    expect(nested.map((type) => type.name).sort()).toEqual(['DocHeading', 'DocSection']);
  });

  it('declares the category node with its optional link', () => {
    const [category, link] = graphqlObjectTypes(docCategorySchema);
    expect(category.fields.link.type).toBe('DocCategoryLink');
    expect(category.fields.position.type).toBe('Float');
    expect(link.name).toBe('DocCategoryLink');
    expect(Object.fromEntries(Object.entries(link.fields).map(([name, field]) => [name, field.type]))).toEqual({
      type: 'String!',
      id: 'String',
      title: 'String',
      description: 'String',
      slug: 'String',
    });
  });

  it('refuses a type GraphQL cannot hold, naming the field', () => {
    const odd = z.strictObject({ either: z.union([z.string(), z.int()]) }).meta({ id: 'Odd' });
    expect(() => graphqlObjectTypes(odd)).toThrow('Odd.either: no GraphQL type');
  });

  it('asks for a type name when the schema has none', () => {
    expect(() => graphqlObjectTypes(z.strictObject({ x: z.int() }))).toThrow('.meta({ id })');
  });
});
