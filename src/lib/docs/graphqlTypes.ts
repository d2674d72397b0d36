import { z } from 'zod';

/** A GraphQL object type as Gatsby's `schema.buildObjectType` takes it: field name to type. */
export interface GraphqlObjectType {
  name: string;
  fields: Record<string, { type: string; description?: string }>;
}

interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
  $defs?: Record<string, JsonSchema>;
}

const SCALARS: Record<string, string> = { string: 'String', integer: 'Int', number: 'Float', boolean: 'Boolean' };

const nullable = (type: string) => type.replace(/!$/, '');

/** The GraphQL type of a JSON Schema, non-null unless the schema allows null. */
function graphqlType(schema: JsonSchema, where: string): string {
  const unsupported = () => new Error(`${where}: no GraphQL type for ${JSON.stringify(schema)}`);
  if (schema.anyOf) {
    const members = schema.anyOf.filter((member) => member.type !== 'null');
    if (members.length !== 1 || members.length === schema.anyOf.length) throw unsupported();
    return nullable(graphqlType(members[0], where));
  }
  if (schema.$ref) return `${schema.$ref.replace('#/$defs/', '')}!`;
  const types = ([] as string[]).concat(schema.type ?? []);
  const nonNull = types.filter((type) => type !== 'null');
  if (nonNull.length !== 1) throw unsupported();
  const base = nonNull[0] === 'array' ? `[${graphqlType(schema.items ?? {}, `${where}[]`)}]` : SCALARS[nonNull[0]];
  if (!base) throw unsupported();
  return nonNull.length < types.length ? base : `${base}!`;
}

function objectType(name: string, schema: JsonSchema): GraphqlObjectType {
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([field, property]) => {
      const type = graphqlType(property, `${name}.${field}`);
      return [
        field,
        {
          type: required.has(field) ? type : nullable(type),
          ...(property.description ? { description: property.description } : {}),
        },
      ];
    }),
  );
  return { name, fields };
}

/**
 * GraphQL object types for a zod object schema and the object schemas it nests, each named by its
 * `meta({ id })`, so a Gatsby node type is declared by its zod schema alone: required keys become
 * non-null fields, optional and nullable ones nullable fields, arrays lists of non-null items.
 */
export function graphqlObjectTypes(schema: z.ZodObject): GraphqlObjectType[] {
  const json = z.toJSONSchema(schema, { io: 'output' }) as JsonSchema;
  const definitions = json.$defs ?? {};
  const rootName = json.$ref?.replace('#/$defs/', '');
  if (!rootName)
    throw new Error('graphqlObjectTypes: name the object schema with .meta({ id }), its GraphQL type name');
  return [rootName, ...Object.keys(definitions).filter((id) => id !== rootName)].map((id) =>
    objectType(id, definitions[id]),
  );
}
