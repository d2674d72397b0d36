import type { Locale } from '../../config/schema';
import { localePrefix } from '../locales';

/** A locale's not-found page and the paths it answers: every missing page under its prefix. */
export interface LocaleNotFound {
  /** The locale's path, which the pages it answers start with: `/ar`. */
  prefix: string;
  /** Its not-found page (src/node/lifecycles/onCreatePage.ts): `/ar/404.html`. */
  page: string;
}

/**
 * The not-found page of each locale other than the default, whose missing pages get `/404.html`
 * as before: a reader of `/ar/…` who follows a dead link reads why in Arabic, right to left. nginx's
 * config and `_redirects` (which `npm run serve` reads, as Netlify does) both come from this list.
 */
export function localeNotFoundPages(i18n: { defaultLocale: string; locales: readonly Locale[] }): LocaleNotFound[] {
  return i18n.locales.flatMap((locale) => {
    const prefix = localePrefix(i18n, locale);
    return prefix ? [{ prefix, page: `${prefix}/404.html` }] : [];
  });
}

/** `_redirects` lines serving each locale's not-found page, with status 404, where no file is (Netlify's custom 404 rule). */
export const notFoundRedirectLines = (pages: readonly LocaleNotFound[]): string[] =>
  pages.map(({ prefix, page }) => `${prefix}/*  ${page}  404`);
