import { navigationFiles } from '../../config/navigationFiles';
import siteConfig from '../../config/site.config';
import { DOCS_FOLDER_KEY, showsBuildMessages } from '../../lib/cms/buildChecks';
import {
  docEntryProblems,
  knownReferences,
  messagesBeside,
  navigationEntryProblems,
  type EntryProblem,
} from '../../lib/cms/entryProblems';
import { KEYED_COLLECTION, keyedEntryProblems, keyedFiles } from '../../lib/cms/keyedFiles';
import { translationLocales } from '../../lib/locales';
import type { ImmutableMap } from '../preview/cms';
import { withoutEmptyFields, type ImmutableCollection } from '../preview/emptyFields';
import { entryDocsPath } from '../preview/entryInput';

/** An Immutable.js map or list as Decap holds entries, collections and their fields. */
interface Immutable extends ImmutableMap {
  toJS(): unknown;
}

/** The fields of the form an entry is edited in: the collection's, or for a file collection the file's. */
function formOf(entry: ImmutableMap, collection: ImmutableMap): unknown[] {
  const files = collection.get('files') as Immutable | undefined;
  const fields = (files ? (files.toJS() as Array<{ name: string; fields?: unknown[] }>) : []).find(
    (file) => file.name === entry.get('slug'),
  )?.fields;
  return fields ?? ((collection.get('fields') as Immutable | undefined)?.toJS() as unknown[] | undefined) ?? [];
}

/** The entry's data as the CMS will write it: fields left or cleared empty are left out (preSave, emptyFields.ts). */
const savedData = (entry: ImmutableMap): Record<string, unknown> =>
  ((withoutEmptyFields(entry.get('data') as ImmutableCollection) as unknown as Immutable).toJS() ?? {}) as Record<
    string,
    unknown
  >;

function problemsOf(entry: ImmutableMap, collection: ImmutableMap, docIdsNow?: readonly string[]): EntryProblem[] {
  if (collection.get(DOCS_FOLDER_KEY) !== undefined) {
    const frontMatter = savedData(entry);
    delete frontMatter.body;
    const isNew = entry.get('newRecord') === true;
    return docEntryProblems({ frontMatter, docsPath: entryDocsPath(entry, collection), isNew });
  }
  const part = entry.get('slug');
  if (collection.get('name') === KEYED_COLLECTION && typeof part === 'string') {
    const keyed = keyedFiles(translationLocales(siteConfig.i18n))[part];
    return keyed ? keyedEntryProblems(keyed, savedData(entry)) : [];
  }
  if (collection.get('files') === undefined || typeof part !== 'string' || !(part in navigationFiles)) return [];
  const known = knownReferences(formOf(entry, collection), siteConfig.docs.versions, docIdsNow);
  return navigationEntryProblems(part as keyof typeof navigationFiles, savedData(entry), known);
}

/** Problems by entry: every field of a form asks after each change, and gets one check. */
const checked = new WeakMap<object, EntryProblem[]>();

/**
 * What the build would refuse in an entry as its form holds it, shown beside one of its fields
 * (`field`): the build's messages on that key (messagesBeside), from the build's own checks
 * (src/lib/cms/entryProblems.ts), with the docs there are now (`docIdsNow`, see knownReferences).
 * None for a collection the build does not check.
 */
export function buildMessagesBeside(
  entry: ImmutableMap,
  collection: ImmutableMap,
  field: string,
  docIdsNow?: readonly string[],
): string[] {
  let problems = checked.get(entry);
  if (!problems) checked.set(entry, (problems = problemsOf(entry, collection, docIdsNow)));
  const form = formOf(entry, collection) as Array<{ name: string; widget?: unknown }>;
  const shown = form.filter((candidate) => showsBuildMessages(candidate.widget)).map((candidate) => candidate.name);
  return messagesBeside(problems, field, shown);
}
