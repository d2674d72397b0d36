import fs from 'node:fs';
import path from 'node:path';
import type { Navigation } from '../../config/navigationSchema';
import siteConfig from '../../config/site.config';
import { navigationStrings, navigationStringsPath, parseNavigationStrings } from '../../lib/i18n/navigationStrings';
import { contentRoot, displayPath } from '../content/contentRoot';

type Env = Record<string, string | undefined>;

/** The absolute path of a locale's navigation labels: `<content>/i18n/<locale>/navigation.json`. */
export const navigationStringsFileOf = (locale: string, env: Env = process.env): string =>
  path.join(contentRoot(env), navigationStringsPath(locale));

/** The text of a locale's navigation file, or undefined when it has none (its labels are the navigation's own). */
export function readNavigationStringsText(locale: string, env: Env = process.env): string | undefined {
  try {
    return fs.readFileSync(navigationStringsFileOf(locale, env), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Each locale's labels read, by the navigation they were checked against and the file's text. */
const read = new Map<string, { navigation: object; text: string | undefined; messages: Record<string, string> }>();

/**
 * A locale's translations of the navigation's labels, by key (`navigationStrings`); none for the
 * default locale or a locale without the file. Throws a NavigationStringsError naming the file, each
 * key and the fix; keys the navigation no longer has go to `warn`, once per version of the file.
 */
export function navigationMessages(
  locale: string,
  navigation: Pick<Navigation, 'navbar' | 'footer' | 'sidebars'>,
  warn: (message: string) => void = () => undefined,
): Record<string, string> {
  if (locale === siteConfig.i18n.defaultLocale) return {};
  const text = readNavigationStringsText(locale);
  const last = read.get(locale);
  if (last && last.navigation === navigation && last.text === text) return last.messages;
  let messages: Record<string, string> = {};
  if (text !== undefined) {
    const file = displayPath(navigationStringsFileOf(locale));
    const parsed = parseNavigationStrings(text, file, navigationStrings(navigation));
    messages = parsed.messages;
    if (parsed.unknown.length > 0)
      warn(
        `${file}: ${parsed.unknown.map((key) => `"${key}"`).join(', ')} name no label of content/navigation/ ` +
          '(renamed or removed since translated): they are not shown. Run npm run i18n:extract, which drops them and adds the new labels.',
      );
  }
  read.set(locale, { navigation, text, messages });
  return messages;
}
