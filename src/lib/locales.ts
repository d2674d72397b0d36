import type { Locale, Version } from '../config/schema';
import { joinPath } from './paths';

/**
 * The same page in another locale, keeping the query string and hash, so a reader switching
 * language stays where they were.
 * The default locale lives at the root; the others under their `path` segment.
 */
export function localizedHref(
  target: Locale,
  current: Locale,
  defaultLocale: string,
  location: { pathname: string; search?: string; hash?: string },
): string {
  const prefixOf = (locale: Locale) => (locale.code === defaultLocale ? '' : `/${locale.path}`);
  const currentPrefix = prefixOf(current);
  const unprefixed =
    currentPrefix && location.pathname.startsWith(currentPrefix)
      ? location.pathname.slice(currentPrefix.length) || '/'
      : location.pathname;
  const pathname = `${prefixOf(target)}${unprefixed}`.replace(/(.)\/$/, '$1');
  return `${pathname}${location.search ?? ''}${location.hash ?? ''}`;
}

/** The config of the locale of `code`, or the default locale's when there is no such code (a page without one). */
export function localeOf(i18n: { defaultLocale: string; locales: Locale[] }, code: string | undefined): Locale {
  return i18n.locales.find((locale) => locale.code === code) ?? defaultLocaleOf(i18n);
}

/** The default locale's config; the schema guarantees `defaultLocale` names one of `locales`. */
export function defaultLocaleOf(i18n: { defaultLocale: string; locales: Locale[] }): Locale {
  return i18n.locales.find((locale) => locale.code === i18n.defaultLocale) ?? i18n.locales[0];
}

/** The locale of a page, from its context (`locale`); the default locale for a page without one. */
export function localeOfPage(i18n: { defaultLocale: string; locales: Locale[] }, pageContext: unknown): Locale {
  const code = (pageContext as { locale?: unknown } | null | undefined)?.locale;
  return localeOf(i18n, typeof code === 'string' ? code : undefined);
}

/** The path a locale's pages are under: '' for the default locale, at the root; `/ar` for another. */
export function localePrefix(i18n: { defaultLocale: string }, locale: Locale): string {
  return locale.code === i18n.defaultLocale ? '' : `/${locale.path}`;
}

/**
 * Whether the site path `to` leads out of the pages of `locale` (a page of the default locale from
 * another's): such a link loads the page whole, so it comes with its own `<html lang dir>` and
 * labels, which the site's router would keep from the first page.
 */
export function leavesLocale(i18n: { defaultLocale: string }, locale: Locale, to: string): boolean {
  const prefix = localePrefix(i18n, locale);
  const rest = to.slice(prefix.length);
  return prefix !== '' && !(to.startsWith(prefix) && (rest === '' || /^[/?#]/.test(rest)));
}

/** The path segment of a locale in the names of its sets (`docSetSlug`): '' for the default locale. */
export const localeSlug = (i18n: { defaultLocale: string }, locale: Locale): string =>
  locale.code === i18n.defaultLocale ? '' : locale.path;

/**
 * The versions as a locale serves them: each under the locale's prefix (`/ar`, `/ar/1.0`), so every
 * route made from a version (its docs, main doc, dropdown, banner, links kept in it) stays in the locale.
 */
export function versionsInLocale(versions: readonly Version[], prefix: string): Version[] {
  return prefix ? versions.map((version) => ({ ...version, path: joinPath(prefix, version.path) })) : [...versions];
}

/** The locales other than the default, whose translations the CMS edits: their codes and labels. */
export const translationLocales = (i18n: { defaultLocale: string; locales: Locale[] }) =>
  i18n.locales.filter((locale) => locale.code !== i18n.defaultLocale).map(({ code, label }) => ({ code, label }));
