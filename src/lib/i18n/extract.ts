import { catalogue, STRING_KEYS, type StringKey } from './catalogue';
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
  const added: StringKey[] = [];
  const changed: StringKey[] = [];
  const file = Object.fromEntries(
    STRING_KEYS.map((key) => {
      const { message: english, description } = catalogue[key];
      const old = Object.hasOwn(existing, key) ? existing[key] : undefined;
      if (!old) added.push(key);
      const translated = old !== undefined && old.message !== '' && old.message !== (old.default ?? english);
      if (translated && old.default !== undefined && old.default !== english) changed.push(key);
      return [key, { message: translated ? old.message : english, default: english, description }];
    }),
  ) as ExtractedStrings['file'];
  const dropped = Object.keys(existing).filter((key) => !Object.hasOwn(catalogue, key));
  return { file, dropped, added, changed };
}

/** The file's text as the command writes it: two-space JSON and a final newline, as Prettier leaves JSON. */
export function stringsFileText(file: ExtractedStrings['file']): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}
