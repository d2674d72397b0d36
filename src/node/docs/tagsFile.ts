import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import siteConfig from '../../config/site.config';
import {
  TAGS_FILE,
  TAGS_FILE_RULES,
  TAGS_TRANSLATION_RULES,
  tagsTranslationPath,
  translatedTags,
  undeclaredTags,
  type TagsFile,
} from '../../lib/docs/tags';
import { DataFileError, lineOfKey, parseYamlFile, type DataFileRules } from '../../lib/docs/yamlFile';
import type { DocRecord } from '../../lib/docs/record';
import { contentRoot, displayPath } from '../content/contentRoot';
import { clearContentError, listedProblems, reportContentError } from '../errors/contentErrors';

/** The key of the tags file's problems in the develop overlay. */
const TAGS_CHECK = 'tags';

/** A tags file (or a translation of it) of the content folder, as its text and values, or undefined when there is none. */
function readTagsFile(relative: string, rules: DataFileRules<typeof TAGS_FILE_RULES.schema>) {
  const absolute = path.join(contentRoot(), relative);
  let text: string;
  try {
    text = readFileSync(absolute, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const file = displayPath(absolute);
  return { file, text, tags: parseYamlFile(file, text, rules) };
}

/** Each locale's tags: the tags file's, with the locale's translation over them (`i18n/<locale>/tags.yml`). Throws a DataFileError. */
function tagsByLocale(declared: TagsFile | undefined): Map<string, TagsFile | undefined> {
  const byLocale = new Map<string, TagsFile | undefined>();
  for (const { code } of siteConfig.i18n.locales) {
    const translation =
      code === siteConfig.i18n.defaultLocale
        ? undefined
        : readTagsFile(tagsTranslationPath(code), TAGS_TRANSLATION_RULES);
    if (!translation) {
      byLocale.set(code, declared);
      continue;
    }
    const { tags, problems } = translatedTags(declared ?? {}, translation.tags);
    if (problems.length > 0)
      throw new DataFileError(
        translation.file,
        problems.map(({ keyPath, text }) => `line ${lineOfKey(translation.text, keyPath) ?? 1}: ${text}`),
        TAGS_TRANSLATION_RULES.fix,
      );
    byLocale.set(code, tags);
  }
  return byLocale;
}

/**
 * The tags `<content>/tags.yml` declares, by locale (with each locale's translation of their labels
 * and sentences, `i18n/<locale>/tags.yml`), none without the file; or false once the file, a
 * translation or a tag no entry of it declares (with `docs.onInlineTags: throw`) is reported,
 * naming the file, the line or the doc, and the fix. With `warn` (the default), an undeclared tag is
 * a warning.
 */
export function checkedTags(
  reporter: Reporter,
  docs: ReadonlyArray<Pick<DocRecord, 'sourceFile' | 'tags'>>,
  { warn }: { warn: boolean },
): ((locale: string) => TagsFile | undefined) | false {
  let declared: TagsFile | undefined;
  let byLocale: Map<string, TagsFile | undefined>;
  const file = displayPath(path.join(contentRoot(), TAGS_FILE));
  try {
    declared = readTagsFile(TAGS_FILE, TAGS_FILE_RULES)?.tags;
    byLocale = tagsByLocale(declared);
  } catch (error) {
    if (!(error instanceof DataFileError)) throw error;
    reportContentError(reporter, TAGS_CHECK, 'docReference', error.message, error.file);
    return false;
  }
  const undeclared = undeclaredTags(docs, declared, file);
  const onInlineTags = siteConfig.docs.onInlineTags ?? 'warn';
  if (undeclared.length > 0 && onInlineTags === 'throw') {
    reportContentError(
      reporter,
      TAGS_CHECK,
      'docReference',
      `Tags no tags file declares (docs.onInlineTags: throw in the site config):\n${listedProblems(undeclared)}`,
      file,
    );
    return false;
  }
  clearContentError(TAGS_CHECK);
  if (warn && onInlineTags === 'warn') for (const line of undeclared) reporter.warn(line);
  return (locale) => byLocale.get(locale) ?? declared;
}
