import { z } from 'zod';
import { catalogue, keysReaching, STRING_KEYS, type StringKey, type UiStrings } from './catalogue';
import type { PageStrings } from './pageStrings';
import { placeholdersOf } from './format';

/** Where a locale's strings live, relative to the content root: `i18n/<locale>/strings.json`. */
export const stringsFilePath = (locale: string) => `i18n/${locale}/strings.json`;

/**
 * One string of a locale's file, as `npm run i18n:extract` writes it: the translation in
 * `message`, and beside it, for the translator, the English it translates (`default`) and what it
 * is (`description`). Only `message` is read by the build.
 */
export const stringEntrySchema = z.strictObject({
  /** The text in this locale; the English default until someone translates it. */
  message: z.string(),
  /** The English the message translates, as the catalogue had it when the file was written. */
  default: z.string().optional(),
  /** What the string is and where it shows. */
  description: z.string().optional(),
});

export type StringEntry = z.output<typeof stringEntrySchema>;

/** `<content>/i18n/<locale>/strings.json`: catalogue keys, each with its entry; keys left out show in English. */
export const stringsFileSchema = z.record(z.string(), stringEntrySchema);

export type StringsFile = z.output<typeof stringsFileSchema>;

/** A locale's strings file the build cannot use; the message names the file, each key and the fix. */
export class StringsFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(
      `${file}: ${problems.length === 1 ? problems[0] : `\n${problems.map((line) => `  - ${line}`).join('\n')}`}\n` +
        'The keys and their English are in src/lib/i18n/catalogue.ts; `npm run i18n:extract` rewrites the file with every key, keeping its translations.',
    );
    this.name = 'StringsFileError';
  }
}

const isStringKey = (key: string): key is StringKey => Object.hasOwn(catalogue, key);

function describeValue(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

/** What is wrong with one entry of the file, if anything. */
function entryProblems(key: string, entry: unknown, keepUnknownKeys: boolean): string[] {
  if (!isStringKey(key)) {
    if (keepUnknownKeys) return [];
    return [
      `"${key}": unknown key; the site writes no such string. Remove it, or check its spelling against the catalogue`,
    ];
  }
  const english = catalogue[key].message;
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    return [
      `"${key}": found ${describeValue(entry)}; expected an object such as { "message": "…" } whose message translates "${english}"`,
    ];
  }
  const parsed = stringEntrySchema.safeParse(entry);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => {
      if (issue.code === 'unrecognized_keys') {
        return `"${key}": unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}; an entry holds message, default and description only`;
      }
      const field = String(issue.path[0]);
      const found = describeValue((entry as Record<string, unknown>)[field]);
      return field === 'message'
        ? `"${key}".message: found ${found}; expected a string, the text in this locale for "${english}" (put it in quotes)`
        : `"${key}".${field}: found ${found}; expected a string, or leave the field out`;
    });
  }
  // An empty message is one not translated yet: it shows the English.
  if (parsed.data.message === '') return [];
  const expected = placeholdersOf(english);
  const found = placeholdersOf(parsed.data.message);
  const missing = expected.filter((name) => !found.includes(name));
  const added = found.filter((name) => !expected.includes(name));
  if (missing.length === 0 && added.length === 0) return [];
  const names = (list: string[]) => list.map((name) => `{${name}}`).join(', ');
  const problems = [
    missing.length > 0 && `lacks ${names(missing)}`,
    added.length > 0 && `has ${names(added)}, which the site does not fill in`,
  ].filter(Boolean);
  return [
    `"${key}".message: ${JSON.stringify(parsed.data.message)} ${problems.join(' and ')}; keep the placeholders of "${english}" as written${
      expected.length > 0 ? ` (${names(expected)})` : ' (it has none)'
    } and translate the words around them`,
  ];
}

/**
 * Reads a locale's strings file (its text; `file` is the path messages name), checked against the
 * catalogue: an unknown key, a message that is not a string, or a placeholder lost or added throws
 * a StringsFileError naming the file, every such key and the fix. `keepUnknownKeys` lets keys no
 * longer in the catalogue through, for `npm run i18n:extract`, which drops them and says so.
 */
export function parseStringsFile(text: string, file: string, { keepUnknownKeys = false } = {}): StringsFile {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    throw new StringsFileError(file, [
      `not valid JSON (${(error as Error).message}); check the quotes, commas and braces near that place`,
    ]);
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new StringsFileError(file, [
      `found ${describeValue(input)}; expected an object whose keys are the catalogue's, such as { "toc.title": { "message": "…" } }`,
    ]);
  }
  const problems = Object.entries(input).flatMap(([key, entry]) => entryProblems(key, entry, keepUnknownKeys));
  if (problems.length > 0) throw new StringsFileError(file, problems);
  // Unknown keys, kept, may hold anything: only their names are read (as the keys dropped).
  return keepUnknownKeys ? (input as StringsFile) : stringsFileSchema.parse(input);
}

/** The English defaults: the strings of a locale without a file. */
export const ENGLISH: UiStrings = Object.fromEntries(
  STRING_KEYS.map((key) => [key, catalogue[key].message]),
) as UiStrings;

/** A locale's strings: its file's messages, and the English default for each key it leaves out or leaves empty. */
export function resolveStrings(file: StringsFile | undefined): UiStrings {
  if (!file) return ENGLISH;
  return Object.fromEntries(
    STRING_KEYS.map((key) => [key, (Object.hasOwn(file, key) && file[key].message) || catalogue[key].message]),
  ) as UiStrings;
}

/** Only the given keys of a locale's strings: what one part of the site ships (`keysReaching`). */
export function pickStrings<Key extends StringKey>(strings: UiStrings, keys: readonly Key[]): Pick<UiStrings, Key> {
  return Object.fromEntries(keys.map((key) => [key, strings[key]])) as Pick<UiStrings, Key>;
}

/** What the page's scripts and hydrated components read of a locale's strings (`<body data-ui-strings>`). */
export function pageStringsFrom(strings: UiStrings): PageStrings {
  return pickStrings(strings, keysReaching('page'));
}
