import fs from 'node:fs';
import path from 'node:path';
import siteConfig from '../../config/site.config';
import type { SiteSettings } from '../../config/schema';
import type { UiStrings } from '../../lib/i18n/catalogue';
import { parseStringsFile, resolveStrings, stringsFilePath, type StringsFile } from '../../lib/i18n/stringsFile';
import { contentRoot, displayPath } from '../content/contentRoot';

type Env = Record<string, string | undefined>;

/** The absolute path of a locale's strings file in the content: `<content>/i18n/<locale>/strings.json`. */
export function stringsFileOf(locale: string, env: Env = process.env): string {
  return path.join(contentRoot(env), stringsFilePath(locale));
}

/**
 * A locale's strings file, checked against the catalogue, or undefined when the locale has none
 * (its strings are then the English). Throws a StringsFileError that names the file as editors see it.
 */
export function readStringsFile(locale: string, env: Env = process.env, options?: { keepUnknownKeys: boolean }) {
  const file = stringsFileOf(locale, env);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return parseStringsFile(text, displayPath(file, env), options) satisfies StringsFile;
}

/** What each locale's strings were resolved from, so an edited file is read again (under `gatsby develop`). */
const resolved = new Map<string, { stamp: string; strings: UiStrings }>();

function stampOf(file: string): string {
  try {
    const { mtimeMs, size } = fs.statSync(file);
    return `${mtimeMs}:${size}`;
  } catch {
    return 'none';
  }
}

/** A locale's strings, resolved (translations, English for the rest); read once per version of its file. */
export function localeStrings(locale: string, env: Env = process.env): UiStrings {
  const stamp = stampOf(stringsFileOf(locale, env));
  const known = resolved.get(locale);
  if (known?.stamp === stamp) return known.strings;
  const strings = resolveStrings(readStringsFile(locale, env));
  resolved.set(locale, { stamp, strings });
  return strings;
}

/** Every configured locale's strings, by locale code: checks each locale's file (the build stops on the first bad one). */
export function siteStrings(i18n: SiteSettings['i18n'] = siteConfig.i18n, env: Env = process.env) {
  return Object.fromEntries(i18n.locales.map((locale) => [locale.code, localeStrings(locale.code, env)]));
}
