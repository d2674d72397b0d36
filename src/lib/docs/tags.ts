import { z } from 'zod';
import { joinPath } from '../paths';
import { DOC_ID_PART, DOC_ID_PART_RULE, suggestedIdPart } from './ids';
import type { DocRecord } from './record';
import { closestMatches } from './suggest';
import type { DataFileRules } from './yamlFile';

/** The tags file of the content folder, which declares the tags docs may name. */
export const TAGS_FILE = 'tags.yml';

/**
 * `<content>/tags.yml`: each tag a doc's front matter `tags` may name, by key, with the label its
 * links show and the sentence its page starts with, as Docusaurus' tags file declares them.
 */
export const tagsFileSchema = z.record(
  z.string().regex(DOC_ID_PART, DOC_ID_PART_RULE),
  z
    .strictObject({
      label: z.string().min(1).describe('What the tag shows as; defaults to its key.').optional(),
      description: z.string().min(1).describe("The sentence at the top of the tag's page.").optional(),
    })
    .nullable(),
);

export type TagsFile = z.output<typeof tagsFileSchema>;

export const TAGS_FILE_RULES: DataFileRules<typeof tagsFileSchema> = {
  schema: tagsFileSchema,
  keysDocumentedIn: 'label, description',
  fix:
    'Fix the tags file: one key per tag (lowercase letters, digits and dashes), with "label:" and ' +
    '"description:" lines under it, indented (docs/front-matter.md).',
};

/** A locale's translation of the tags file: `<content>/i18n/<locale>/tags.yml`, its labels and sentences by the same keys. */
export const tagsTranslationPath = (locale: string) => `i18n/${locale}/tags.yml`;

export const TAGS_TRANSLATION_RULES: DataFileRules<typeof tagsFileSchema> = {
  ...TAGS_FILE_RULES,
  fix:
    'Fix the translation: the keys of the content\'s tags.yml, each with the locale\'s "label:" and ' +
    '"description:" lines under it, indented (docs/front-matter.md).',
};

/**
 * A locale's tags: the tags file's, each with what the locale's translation gives it over its own
 * label and description; and, for each key of the translation the tags file lacks, the problem,
 * naming the closest keys.
 */
export function translatedTags(
  declared: TagsFile,
  translation: TagsFile,
): { tags: TagsFile; problems: Array<{ keyPath: [string]; text: string }> } {
  const keys = Object.keys(declared).sort();
  const problems = Object.keys(translation)
    .filter((key) => !Object.hasOwn(declared, key))
    .map((key) => ({
      keyPath: [key] as [string],
      text: `${key}: not a key of the tags file (${closestMatches(key, keys, 'its keys')}); translate one of its tags, or declare it there first`,
    }));
  const tags = Object.fromEntries(
    keys.map((key) => {
      const own = translation[key];
      return [key, own ? { ...(declared[key] ?? {}), ...own } : declared[key]];
    }),
  );
  return { tags, problems };
}

/** What the site config says of a tag no tags file declares: Docusaurus' `onInlineTags`. */
export type OnInlineTags = 'ignore' | 'warn' | 'throw';

/** A tag as a doc and its page show it. */
export interface Tag {
  key: string;
  label: string;
  description?: string;
  /** Its page: `/tags/<key>` below the version path. */
  route: string;
}

/** The page listing every tag of a doc set, below its version path. */
export const tagsRoute = (versionPath: string): string => joinPath(versionPath, 'tags');

/**
 * A tag a doc names: the tags file's entry of that key, or else an inline tag, labelled as written,
 * at the route its words give (`Price ceilings` is at `/tags/price-ceilings`).
 */
export function tagOf(name: string, declared: TagsFile | undefined, versionPath: string): Tag {
  const entry = declared && Object.hasOwn(declared, name) ? declared[name] : undefined;
  const key = entry === undefined ? suggestedIdPart(name) || 'tag' : name;
  return {
    key,
    label: entry?.label ?? name,
    ...(entry?.description ? { description: entry.description } : {}),
    route: joinPath(tagsRoute(versionPath), key),
  };
}

/** A tag's page: the tag, and the docs that name it, in the doc set's order. */
export interface TagPage extends Tag {
  docs: Array<Pick<DocRecord, 'docId' | 'title' | 'route' | 'description'>>;
}

/**
 * The tag pages of a doc set from its listed docs (`isListed`): one per tag a doc names, its docs
 * in the order given; tags sorted by label, as the page of all tags lists them.
 */
export function tagPages(
  docs: ReadonlyArray<Pick<DocRecord, 'docId' | 'title' | 'route' | 'description' | 'tags'>>,
  declared: TagsFile | undefined,
  versionPath: string,
): TagPage[] {
  const pages = new Map<string, TagPage>();
  for (const doc of docs) {
    for (const name of new Set(doc.tags)) {
      const tag = tagOf(name, declared, versionPath);
      const page = pages.get(tag.key) ?? { ...tag, docs: [] };
      page.docs.push({ docId: doc.docId, title: doc.title, route: doc.route, description: doc.description });
      pages.set(tag.key, page);
    }
  }
  return [...pages.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * A line for each tag a doc names that the tags file does not declare, naming the file, the tag,
 * the closest declared keys and the fix; none without a tags file (every tag is then inline).
 */
export function undeclaredTags(
  docs: ReadonlyArray<Pick<DocRecord, 'sourceFile' | 'tags'>>,
  declared: TagsFile | undefined,
  tagsFile: string,
): string[] {
  if (!declared) return [];
  const keys = Object.keys(declared).sort();
  return docs.flatMap((doc) =>
    doc.tags
      .filter((name) => !Object.hasOwn(declared, name))
      .map(
        (name) =>
          `${doc.sourceFile}: tags: "${name}" is not declared in ${tagsFile} (${closestMatches(name, keys, 'declared tags')}); ` +
          `declare it there, or name a declared tag`,
      ),
  );
}
