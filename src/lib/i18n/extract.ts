import { catalogue, type StringKey } from './catalogue';
import type { StringEntry, StringsFile } from './stringsFile';

export interface ExtractedStrings {
  /** The file to write: every key of the catalogue, in its order. */
  file: Record<StringKey, Required<StringEntry>>;
  /** Keys of the old file no longer in the catalogue, dropped. */
  dropped: string[];
  /** Keys added, with the English as their message until someone translates them. */
  added: StringKey[];
  /** Translated keys whose English changed since the file was written: their translation may need a look. */
  changed: StringKey[];
}

/**
 * A locale's strings file brought up to date with the catalogue: each key with its English
 * default and description; a translation already made kept (a message that differs from the
 * English it was made from); a message never translated follows the English; keys no longer in
 * the catalogue dropped.
 */
export function extractStrings(existing: StringsFile = {}): ExtractedStrings {
  // The catalogue's entries are its keys' English and descriptions, in its order.
  const english: Record<StringKey, { message: string; description: string }> = catalogue;
  return extractEntries(english, existing);
}

/**
 * A locale's file of `english` strings (by key, each with its English and description) brought up to
 * date, by the rule of `extractStrings`: the strings file's catalogue, or the navigation's labels.
 */
export function extractEntries<Key extends string>(
  english: Readonly<Record<Key, { message: string; description: string }>>,
  existing: StringsFile = {},
): { file: Record<Key, Required<StringEntry>>; dropped: string[]; added: Key[]; changed: Key[] } {
  const added: Key[] = [];
  const changed: Key[] = [];
  const keys = Object.keys(english) as Key[];
  const file = Object.fromEntries(
    keys.map((key) => {
      const { message: original, description } = english[key];
      const old = Object.hasOwn(existing, key) ? existing[key] : undefined;
      if (!old) added.push(key);
      const translated = old !== undefined && old.message !== '' && old.message !== (old.default ?? original);
      if (translated && old.default !== undefined && old.default !== original) changed.push(key);
      return [key, { message: translated ? old.message : original, default: original, description }];
    }),
  ) as Record<Key, Required<StringEntry>>;
  const dropped = Object.keys(existing).filter((key) => !Object.hasOwn(english, key));
  return { file, dropped, added, changed };
}

/** The file's text as the command writes it: two-space JSON and a final newline, as Prettier leaves JSON. */
export function stringsFileText(file: Record<string, Required<StringEntry>>): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}
