import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import siteConfig from '../../config/site.config';
import { TAGS_FILE, TAGS_FILE_RULES, undeclaredTags, type TagsFile } from '../../lib/docs/tags';
import { DataFileError, parseYamlFile } from '../../lib/docs/yamlFile';
import type { DocRecord } from '../../lib/docs/record';
import { contentRoot, displayPath } from '../content/contentRoot';
import { clearContentError, listedProblems, reportContentError } from '../errors/contentErrors';

/** The key of the tags file's problems in the develop overlay. */
const TAGS_CHECK = 'tags';

/**
 * The tags `<content>/tags.yml` declares, none without the file, or false once the file or a tag no
 * entry of it declares (with `docs.onInlineTags: throw`) is reported, naming the file, the line or
 * the doc, and the fix. With `warn` (the default), an undeclared tag is a warning.
 */
export function checkedTags(
  reporter: Reporter,
  docs: ReadonlyArray<Pick<DocRecord, 'sourceFile' | 'tags'>>,
  { warn }: { warn: boolean },
): TagsFile | undefined | false {
  const absolute = path.join(contentRoot(), TAGS_FILE);
  const file = displayPath(absolute);
  let declared: TagsFile | undefined;
  try {
    declared = parseYamlFile(file, readFileSync(absolute, 'utf8'), TAGS_FILE_RULES);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') declared = undefined;
    else if (error instanceof DataFileError) {
      reportContentError(reporter, TAGS_CHECK, 'docReference', error.message, file);
      return false;
    } else throw error;
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
  return declared;
}
