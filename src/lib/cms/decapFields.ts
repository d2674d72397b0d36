import { z } from 'zod';
import { ADMIN_WIDGETS, singularOf, type Choice } from './adminWidgets';

/** A field of a Decap CMS collection, as its config.yml writes it. */
export type DecapField = Record<string, unknown> & { name: string; label: string; widget: string };

/** Choices for a field, shown by the CMS as a select list: a field whose value must be one of them. */
export interface Choices {
  options: Choice[];
  /** Shown under the field. */
  hint?: string;
  /** A widget of the admin's own that offers the options, with its settings, in place of Decap's select. */
  widget?: { name: string } & Record<string, unknown>;
}

export interface FieldOptions {
  /**
   * Fields whose values come from a list the build knows, by the item type and key inside a typed
   * list (`doc.id`: the id of a sidebar's doc item, `doc.docId`: a navbar doc item's): the CMS offers
   * only those, so it cannot write a reference to nothing.
   */
  choices?: Readonly<Record<string, Choices>>;
  /**
   * Text added to a field's hint, by the field's key (`content`), or inside a typed list by the item
   * type and key as for `choices` (`html.value`): what another module than the schema holds, such as
   * the HTML a field may hold.
   */
  notes?: Readonly<Record<string, string>>;
  /** How many categories deep nested lists go; the CMS's config cannot recurse. */
  depth?: number;
}

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** `sidebar_label` → `Sidebar label`, `hideOnScroll` → `Hide on scroll`: the label editors read. */
export function labelOf(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A field's schema without `.optional()`, and without `.nullable()` around a string: a form cannot
 * write null (which an editor writes in the file, as `custom_edit_url: null`), so such a field is an
 * optional string. Other nullable values (a category's `link`) stay out of the forms.
 */
function unwrapOptional(schema: z.ZodType): { inner: z.ZodType; optional: boolean; description?: string } {
  const def = defOf(schema);
  const nullableString = def.type === 'nullable' && defOf(def.innerType as z.ZodType).type === 'string';
  if (def.type !== 'optional' && !nullableString) return { inner: schema, optional: false };
  const { inner, description } = unwrapOptional(def.innerType as z.ZodType);
  return { inner, optional: true, description: schema.description ?? description };
}

const checksOf = (schema: z.ZodString) =>
  ((defOf(schema).checks as Array<{ _zod: { def: Record<string, unknown> } }> | undefined) ?? []).map(
    (check) => check._zod.def,
  );

/** Whether a string must match a format (a regular expression), not only stay within a length. */
const hasFormat = (schema: z.ZodString) => checksOf(schema).some((check) => check.format === 'regex');

/** Decap's `pattern` ([regex, message]) for a string's length and format rules. */
function stringPattern(schema: z.ZodString): [string, string] | undefined {
  const regex = checksOf(schema).find((check) => check.format === 'regex');
  if (regex)
    return [(regex.pattern as RegExp).source, String((regex.error as () => string)?.() ?? 'the expected format')];
  const { minLength: min, maxLength: max } = schema;
  if (max !== null) return [`^[\\s\\S]{${min ?? 0},${max}}$`, `${min ? `${min} to ` : 'At most '}${max} characters`];
  return undefined;
}

type Settled = Required<FieldOptions> & {
  /** The item type of the typed list the fields are in, if any. */
  scope?: string;
};

/** The hint of a field: its schema's description (`.describe()`, on the field or inside `.optional()`) and its note. */
function hintOf(schema: z.ZodType, note: string | undefined): string | undefined {
  const { inner, description } = unwrapOptional(schema);
  const hint = [schema.description ?? description ?? inner.description, note].filter(Boolean).join(' ');
  return hint || undefined;
}

function fieldOf(name: string, schema: z.ZodType, options: Settled): DecapField | undefined {
  const { inner, optional } = unwrapOptional(schema);
  const def = defOf(inner);
  const key = options.scope === undefined ? name : `${options.scope}.${name}`;
  const base: DecapField = { name, label: labelOf(name), widget: 'string', required: !optional };
  const hint = hintOf(schema, options.notes[key]);
  if (hint) base.hint = hint;
  const choices = options.choices[key];
  if (choices) {
    const { name: widget, ...settings } = choices.widget ?? { name: 'select' };
    return { ...base, widget, options: choices.options, ...settings, ...(choices.hint ? { hint: choices.hint } : {}) };
  }
  switch (def.type) {
    case 'string': {
      const pattern = stringPattern(inner as z.ZodString);
      const { maxLength } = inner as z.ZodString;
      // A length limit without a format (a description): a box that wraps, with a count to the limit.
      if (pattern && maxLength !== null && !hasFormat(inner as z.ZodString))
        return { ...base, widget: ADMIN_WIDGETS.countedText, max_length: maxLength, pattern };
      return pattern ? { ...base, pattern } : base;
    }
    case 'number': {
      const number = inner as z.ZodNumber;
      return {
        ...base,
        widget: 'number',
        value_type: number.isInt ? 'int' : 'float',
        ...(number.minValue !== null && Number.isFinite(number.minValue) ? { min: number.minValue } : {}),
        ...(number.maxValue !== null && Number.isFinite(number.maxValue) ? { max: number.maxValue } : {}),
      };
    }
    case 'boolean':
      // An optional flag left alone stays out of the file, so the build's default applies.
      return { ...base, widget: 'boolean', required: false, ...(optional ? {} : { default: false }) };
    case 'enum':
      return { ...base, widget: 'select', options: (inner as z.ZodEnum).options as string[] };
    case 'object':
    case 'intersection':
      return { ...base, widget: 'object', fields: fieldsOf(inner, options) };
    case 'array':
      return listOf(base, def.element as z.ZodType, options);
    case 'union':
      // A choice between shapes the CMS cannot switch between (a footer's columns or flat links): the first shape.
      return fieldOf(name, (def.options as z.ZodType[])[0], options);
    default:
      return undefined;
  }
}

/** A list field: of plain values, of objects, or of objects of several types (a union on `type`). */
function listOf(base: DecapField, element: z.ZodType, options: Settled): DecapField | undefined {
  const def = defOf(element);
  // Decap heads a list with its count and label: "3 items", and "1 item" with the singular.
  const list: DecapField = { ...base, widget: 'list', label_singular: singularOf(base.label) };
  if (def.type === 'union' && typeof def.discriminator === 'string') {
    if (options.depth < 0) return undefined;
    const key = def.discriminator;
    const types = (def.options as z.ZodObject[]).map((option) => {
      const value = String((defOf(option.shape[key] as z.ZodType).values as unknown[])[0]);
      const fields = fieldsOf(option, { ...options, depth: options.depth - 1, scope: value }).filter(
        (field) => field.name !== key,
      );
      // A collapsed item reads as what it is: `Doc: wants`, `Category: Guides`.
      const summary = fields[0] ? `${labelOf(value)}: {{fields.${fields[0].name}}}` : labelOf(value);
      return { name: value, label: labelOf(value), widget: 'object', summary, fields };
    });
    // The admin's list, so a collapsed item shows a picked doc by its title.
    return { ...list, widget: ADMIN_WIDGETS.list, typeKey: key, types };
  }
  if (isObjectLike(element)) return { ...list, fields: fieldsOf(element, options) };
  const field = fieldOf(base.name, element, options);
  return field ? { ...list, field: { ...field, label: base.label } } : undefined;
}

/** Whether a schema is an object, an intersection of objects or a union of objects: a group of fields. */
function isObjectLike(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'union') return (def.options as z.ZodType[]).every(isObjectLike);
  return def.type === 'object' || def.type === 'intersection';
}

/** The keys of an object schema, an intersection of objects and unions of objects merged, with their schemas. */
function shapeOf(schema: z.ZodType): Array<[string, z.ZodType]> {
  const def = defOf(schema);
  if (def.type === 'object') return Object.entries((schema as z.ZodObject).shape);
  if (def.type === 'intersection') return [...shapeOf(def.left as z.ZodType), ...shapeOf(def.right as z.ZodType)];
  if (def.type === 'union') {
    // One of several shapes (a link's `to` or `href`): each key once, optional unless every shape has
    // it (a link's `label`); the build checks the combination.
    const shapes = (def.options as z.ZodType[]).map(shapeOf);
    const names = [...new Set(shapes.flat().map(([name]) => name))];
    return names.map((name) => {
      const field = shapes.flat().find(([key]) => key === name)![1];
      return [name, shapes.every((shape) => shape.some(([key]) => key === name)) ? field : field.optional()];
    });
  }
  return [];
}

/**
 * The CMS fields of an object schema: one per key, with the widget, whether it is required, its
 * pattern (length, format) and its hint (`.describe()`) taken from the schema the build validates,
 * so the CMS refuses in its form what the build would reject.
 */
export function decapFieldsOf(schema: z.ZodType, options: FieldOptions = {}): DecapField[] {
  return fieldsOf(schema, { choices: options.choices ?? {}, notes: options.notes ?? {}, depth: options.depth ?? 2 });
}

function fieldsOf(schema: z.ZodType, options: Settled): DecapField[] {
  return shapeOf(schema).flatMap(([name, field]) => {
    const decap = fieldOf(name, field, options);
    return decap ? [decap] : [];
  });
}
