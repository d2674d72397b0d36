import { z } from 'zod';
import { categoryLinkSchema } from '../../config/navigationSchema';
import { parseYamlFile } from './yamlFile';

/** File name of a folder's category settings in the docs folder. */
export const CATEGORY_FILE_NAME = '_category_.yml';

/**
 * What a `_category_.yml` may say about the sidebar category its folder becomes in a generated
 * sidebar. Every key is optional; any other key is an error.
 */
export const categoryFileSchema = z.strictObject({
  /** Text of the category; defaults to its index doc's sidebar label or title, else the folder name. */
  label: z.string().min(1).optional(),
  /** Order among the folder's neighbours, like a doc's `sidebar_position`. */
  position: z.number().nonnegative().optional(),
  /** Whether it starts closed; a category holding the current page always starts open. Defaults to true. */
  collapsed: z.boolean().optional(),
  /** False keeps it always open, with no toggle. Defaults to true. */
  collapsible: z.boolean().optional(),
  /**
   * Where the category's label links: a doc, `{ type: doc, id: overview }` (an id inside the folder,
   * or a full doc id); its generated index page, `{ type: generated-index, title?, description?, slug? }`;
   * or nowhere, `null`. Defaults to the folder's `index` doc, else its generated index page.
   */
  link: categoryLinkSchema.nullable().optional(),
});

export type CategoryFile = z.output<typeof categoryFileSchema>;

/** A folder's category settings, with where they came from: the record of a `DocCategory` node. */
export const docCategorySchema = categoryFileSchema
  .extend({
    /** The folder inside its version's docs folder: `guides/advanced`. */
    folder: z.string(),
    /** Name of the version whose docs folder holds it (`DocSetKey`). */
    version: z.string(),
    /** The settings file, relative to the project, for messages. */
    file: z.string(),
  })
  .meta({ id: 'DocCategory' });

export type DocCategory = z.output<typeof docCategorySchema>;

/** Reads one `_category_.yml`; a problem throws a DataFileError naming the file, line and key. */
export function parseCategoryFile(file: string, text: string): CategoryFile {
  return parseYamlFile(file, text, {
    schema: categoryFileSchema,
    keysDocumentedIn: 'the keys label, position, collapsed, collapsible and link',
    fix: 'Fix the file: every key is optional, e.g. "label: Guides", "position: 2", "collapsed: false", "link: { type: doc, id: overview }" or "link: { type: generated-index, description: … }".',
  });
}
