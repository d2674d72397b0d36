import fs from 'node:fs';
import path from 'node:path';
import siteConfig from '../../config/site.config';
import type { SiteSettings } from '../../config/schema';
import type { Navigation } from '../../config/navigationSchema';
import { extractEntries, extractStrings, stringsFileText } from '../../lib/i18n/extract';
import { navigationStrings, parseNavigationStrings } from '../../lib/i18n/navigationStrings';
import { loadNavigation } from '../navigation/loadNavigation';
import { navigationStringsFileOf, readNavigationStringsText } from './navigationLabels';
import { displayPath } from '../content/contentRoot';
import { readStringsFile, stringsFileOf } from './localeStrings';

type Env = Record<string, string | undefined>;

const list = (keys: string[]) => keys.join(', ');

/**
 * `npm run i18n:extract`: writes `<content>/i18n/<locale>/strings.json` for every configured locale
 * but the default (whose strings are the catalogue's English), each string with its English
 * default and description, keeping the translations already made and dropping keys no longer in
 * the catalogue; and `navigation.json` beside it, the labels of content/navigation/ by the same rule. Returns what it did, a line or a few per locale, for the terminal.
 */
export function extractStringsFiles(i18n: SiteSettings['i18n'] = siteConfig.i18n, env: Env = process.env): string[] {
  const locales = i18n.locales.filter((locale) => locale.code !== i18n.defaultLocale);
  if (locales.length === 0) {
    return [
      `Only the default locale (${i18n.defaultLocale}) is configured, whose strings are the English of src/lib/i18n/catalogue.ts: no file to write. Add a locale to i18n.locales in src/config/site.config.ts first.`,
    ];
  }
  const { navigation } = loadNavigation();
  return locales.flatMap(({ code }) => [
    ...extractLocaleStrings(code, env),
    ...extractNavigationLabels(code, navigation, env),
  ]);
}

/** What a file's extract changed, in the words of its kind: `strings`/`labels`, and where its English comes from. */
interface ExtractWords {
  noun: string;
  source: string;
  englishChanged: string;
}

/** Writes an extracted file and says, for the terminal, what it holds and what changed. */
function writeExtracted(
  file: string,
  env: Env,
  existed: boolean,
  { file: entries, added, dropped, changed }: ReturnType<typeof extractEntries>,
  words: ExtractWords,
): string[] {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, stringsFileText(entries));
  const translated = Object.values(entries).filter((entry) => entry.message !== entry.default).length;
  return [
    `${displayPath(file, env)}: ${Object.keys(entries).length} ${words.noun}, ${translated} translated${
      existed ? (added.length > 0 ? `; added ${list(added)}` : '') : ' (new file)'
    }`,
    ...(dropped.length > 0 ? [`  dropped (no longer in ${words.source}): ${list(dropped)}`] : []),
    ...(changed.length > 0 ? [`  ${words.englishChanged} changed since translated, check: ${list(changed)}`] : []),
  ];
}

/** The navigation's labels of a locale (`<content>/i18n/<locale>/navigation.json`), by the same rule as its strings. */
function extractNavigationLabels(code: string, navigation: Navigation, env: Env): string[] {
  const file = navigationStringsFileOf(code, env);
  const english = navigationStrings(navigation);
  const text = readNavigationStringsText(code, env);
  const existing = text === undefined ? undefined : parseNavigationStrings(text, displayPath(file, env), english).file;
  return writeExtracted(file, env, existing !== undefined, extractEntries(english, existing), {
    noun: 'labels',
    source: 'content/navigation/',
    englishChanged: 'label',
  });
}

function extractLocaleStrings(code: string, env: Env): string[] {
  const existing = readStringsFile(code, env, { keepUnknownKeys: true });
  return writeExtracted(stringsFileOf(code, env), env, existing !== undefined, extractStrings(existing), {
    noun: 'strings',
    source: 'the catalogue',
    englishChanged: 'English',
  });
}
