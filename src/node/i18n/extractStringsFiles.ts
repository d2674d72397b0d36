import fs from 'node:fs';
import path from 'node:path';
import siteConfig from '../../config/site.config';
import type { SiteSettings } from '../../config/schema';
import { extractStrings, stringsFileText } from '../../lib/i18n/extract';
import { displayPath } from '../content/contentRoot';
import { readStringsFile, stringsFileOf } from './localeStrings';

type Env = Record<string, string | undefined>;

const list = (keys: string[]) => keys.join(', ');

/**
 * `npm run i18n:extract`: writes `<content>/i18n/<locale>/strings.json` for every configured locale
 * but the default (whose strings are the catalogue's English), each string with its English
 * default and description, keeping the translations already made and dropping keys no longer in
 * the catalogue. Returns what it did, a line or a few per locale, for the terminal.
 */
export function extractStringsFiles(i18n: SiteSettings['i18n'] = siteConfig.i18n, env: Env = process.env): string[] {
  const locales = i18n.locales.filter((locale) => locale.code !== i18n.defaultLocale);
  if (locales.length === 0) {
    return [
      `Only the default locale (${i18n.defaultLocale}) is configured, whose strings are the English of src/lib/i18n/catalogue.ts: no file to write. Add a locale to i18n.locales in src/config/site.config.ts first.`,
    ];
  }
  return locales.flatMap(({ code }) => {
    const file = stringsFileOf(code, env);
    const existing = readStringsFile(code, env, { keepUnknownKeys: true });
    const { file: entries, added, dropped, changed } = extractStrings(existing);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, stringsFileText(entries));
    const translated = Object.values(entries).filter((entry) => entry.message !== entry.default).length;
    return [
      `${displayPath(file, env)}: ${Object.keys(entries).length} strings, ${translated} translated${
        existing ? (added.length > 0 ? `; added ${list(added)}` : '') : ' (new file)'
      }`,
      ...(dropped.length > 0 ? [`  dropped (no longer in the catalogue): ${list(dropped)}`] : []),
      ...(changed.length > 0 ? [`  English changed since translated, check: ${list(changed)}`] : []),
    ];
  });
}
