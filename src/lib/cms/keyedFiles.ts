import type { z } from 'zod';
import {
  GLOSSARY_FILE,
  GLOSSARY_FILE_RULES,
  GLOSSARY_TRANSLATION_RULES,
  glossaryFileSchema,
  glossaryTranslationPath,
  glossaryTranslationSchema,
} from '../docs/glossary';
import { TAGS_FILE, TAGS_FILE_RULES, tagsFileSchema, tagsTranslationPath, TAGS_TRANSLATION_RULES } from '../docs/tags';
import { dataProblems, type DataFileRules } from '../docs/yamlFile';
import type { EntryProblem } from './entryProblems';
import { editYaml } from './yamlEdits';
import { sourceOf, yamlFormat, type FileFormat } from './fileFormats';

/*
 * The glossary and the tags file are maps keyed by id (`have:`, `wants:`), which no Decap widget
 * edits: the CMS shows each as a list whose items carry their key (`id`), and writes the list back
 * as the map, through editYaml, so what the editor left alone keeps its text and comments.
 */

/** The CMS collection of the keyed files. */
export const KEYED_COLLECTION = 'glossary-and-tags';

/** The field of a keyed file's form: the list of its entries. */
export const KEYED_LIST_FIELD = 'entries';
/** The field of an item that holds its key in the file. */
export const KEY_FIELD = 'id';

type Data = Record<string, unknown>;

/** A keyed map as the form's list: each entry's key, then its values (none for a key with no value). */
export function keyedToList(map: Data): Data[] {
  return Object.entries(map).map(([key, value]) => ({
    [KEY_FIELD]: key,
    ...(value !== null && typeof value === 'object' ? (value as Data) : {}),
  }));
}

/** The form's list as the keyed map: an item with its key alone is a key with no value, as `trade:` is. */
export function listToKeyed(list: unknown): Data {
  const items = Array.isArray(list) ? (list as Data[]) : [];
  return Object.fromEntries(
    items.map(({ [KEY_FIELD]: key, ...values }) => [String(key ?? ''), Object.keys(values).length > 0 ? values : null]),
  );
}

/** A keyed YAML file (the glossary, the tags file) as a list of entries in the form. */
export const keyedYamlFormat: FileFormat = {
  fromFile: (text) => {
    const map = yamlFormat.fromFile(text);
    return { [KEYED_LIST_FIELD]: keyedToList(map) };
  },
  toFile(entryData) {
    const { source, data } = sourceOf(entryData);
    return editYaml(source, listToKeyed(data[KEYED_LIST_FIELD]));
  },
};

/** The keyed files the CMS edits, by the name of their entry in its collection. */
export interface KeyedFile {
  /** The file, relative to the content folder. */
  file: string;
  /** What the form is titled. */
  label: string;
  /** What an item of its list is called. */
  item: string;
  /** The schema of an entry's values. */
  values: z.ZodObject;
  rules: DataFileRules<z.ZodType>;
}

/** The glossary, the tags file and each locale's translations of them, by entry name: `glossary`, `glossary-ar`. */
export function keyedFiles(locales: ReadonlyArray<{ code: string; label: string }>): Record<string, KeyedFile> {
  const glossaryValues = glossaryFileSchema.def.valueType as z.ZodObject;
  const tagValues = tagsFileSchema.def.valueType.unwrap() as z.ZodObject;
  return {
    glossary: {
      file: GLOSSARY_FILE,
      label: 'Glossary',
      item: 'Term',
      values: glossaryValues,
      rules: GLOSSARY_FILE_RULES,
    },
    tags: {
      file: TAGS_FILE,
      label: 'Tags',
      item: 'Tag',

      values: tagValues,
      rules: TAGS_FILE_RULES,
    },
    ...Object.fromEntries(
      locales.flatMap(({ code, label }) => [
        [
          `glossary-${code}`,
          {
            file: glossaryTranslationPath(code),
            label: `Glossary (${label})`,
            item: 'Term',

            values: glossaryTranslationSchema.def.valueType as z.ZodObject,
            rules: GLOSSARY_TRANSLATION_RULES,
          },
        ],
        [
          `tags-${code}`,
          {
            file: tagsTranslationPath(code),
            label: `Tags (${label})`,
            item: 'Tag',

            values: tagValues,
            rules: TAGS_TRANSLATION_RULES,
          },
        ],
      ]),
    ),
  };
}

/** What the build would refuse in a keyed file as its form holds it, with the build's words, beside its list. */
export function keyedEntryProblems(keyed: KeyedFile, data: Data): EntryProblem[] {
  return dataProblems(listToKeyed(data[KEYED_LIST_FIELD]), keyed.rules).map(({ text }) => ({
    field: KEYED_LIST_FIELD,
    message: text,
  }));
}
