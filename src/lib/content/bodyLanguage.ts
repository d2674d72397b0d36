import type { Locale } from '../../config/schema';

/** The language of a doc's body where it differs from its page's: an untranslated doc in another locale's page. */
export type BodyLanguage = Pick<Locale, 'htmlLang' | 'direction'>;

/** What the body's mark takes of a locale. */
export const bodyLanguageOf = ({ htmlLang, direction }: BodyLanguage): BodyLanguage => ({ htmlLang, direction });

/**
 * A doc's HTML marked with its own language and direction, when its page is in another locale (an
 * untranslated doc served under that locale's path): screen readers then read it in its language
 * (WCAG 2.2, 3.1.2 Language of Parts), and it lays out in its own direction inside a right-to-left
 * page. Unchanged without one.
 */
export function inBodyLanguage(html: string, language?: BodyLanguage | null): string {
  if (!language) return html;
  const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<div lang="${attribute(language.htmlLang)}" dir="${language.direction}">${html}</div>`;
}
