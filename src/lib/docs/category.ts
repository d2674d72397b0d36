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
    /**
     * Code of the locale whose translations of the version hold it (`<content>/i18n/<locale>/docs/`):
     * its keys replace the original's in that locale. Absent in the version's own docs folder.
     */
    locale: z.string().optional(),
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

/**
 * A category of a locale's set: its keys as the translation sets them (the label, the generated
 * index's title and description…), but its route the original's (`link.slug`), so a page and its
 * translations share their path below the locale's and `hreflang` links them.
 */
function translatedCategory(own: DocCategory, translation: DocCategory): DocCategory {
  if (!translation.link) return { ...own, ...translation };
  const link = { ...translation.link };
  delete link.slug;
  return { ...own, ...translation, link: { ...link, ...(own.link?.slug ? { slug: own.link.slug } : {}) } };
}

/**
 * The categories of a doc set: its version's, each with the keys its locale's translation of the
 * same folder's `_category_.yml` sets (`translatedCategory`), and the translations of folders that
 * have no file in the version. `locale` is undefined for the default locale, which has the
 * version's own.
 */
export function categoriesOfSet(
  categories: readonly DocCategory[],
  version: string,
  locale: string | undefined,
): DocCategory[] {
  const own = categories.filter((category) => category.version === version && category.locale === undefined);
  if (locale === undefined) return own;
  const translations = new Map(
    categories
      .filter((category) => category.version === version && category.locale === locale)
      .map((category) => [category.folder, category]),
  );
  const ownFolders = new Set(own.map((category) => category.folder));
  return [
    ...own.map((category) => {
      const translation = translations.get(category.folder);
      return translation ? translatedCategory(category, translation) : category;
    }),
    ...[...translations.values()].filter((category) => !ownFolders.has(category.folder)),
  ];
}
