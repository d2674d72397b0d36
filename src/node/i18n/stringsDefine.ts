import type { Actions, CreateWebpackConfigArgs } from 'gatsby';
import siteConfig from '../../config/site.config';
import { keysReaching } from '../../lib/i18n/catalogue';
import type { LazyStringsByLang } from '../../lib/i18n/lazyStrings';
import type { PageStringsByLocale } from '../../lib/i18n/pageStrings';
import { pageStringsFrom, pickStrings } from '../../lib/i18n/stringsFile';
import { defaultLocaleOf } from '../../lib/locales';
import { localeStrings } from './localeStrings';

/** The configured locales, the default one first: a lookup that finds no locale falls back to it. */
function defaultLocaleFirst(i18n = siteConfig.i18n) {
  const first = defaultLocaleOf(i18n);
  return [first, ...i18n.locales.filter((locale) => locale !== first)];
}

/** Each configured locale's lazy labels, the default locale's first, as src/browser/lazyUiStrings.ts looks them up. */
export function lazyStringsByLang(i18n = siteConfig.i18n): LazyStringsByLang {
  return defaultLocaleFirst(i18n).map((locale) => [
    locale.htmlLang,
    pickStrings(localeStrings(locale.code), keysReaching('lazy')),
  ]);
}

/** Each configured locale's first-load labels, the default locale's first, as src/browser/uiStrings.ts looks them up. */
export function pageStringsByLocale(i18n = siteConfig.i18n): PageStringsByLocale {
  return defaultLocaleFirst(i18n).map((locale) => [locale.code, pageStringsFrom(localeStrings(locale.code))]);
}

/**
 * Inlines the site's own labels where they are read. `__TROVE_LAZY_STRINGS__` is read by lazily
 * loaded code alone (src/browser/lazyUiStrings.ts): the labels load with search, the mobile menu or
 * an error screen, never with a page's first load (e2e/budget.spec.ts would see them).
 * `__TROVE_PAGE_STRINGS__` is read by the render of pages (src/browser/uiStrings.ts), which must not
 * read the strings files itself: a render that touches `fs` has Gatsby render every page again on
 * every later build, whatever changed (its "Unsafe builtin method was used" warning). Inlined, an edit
 * of a strings file changes the renderer, and Gatsby renders every page again then only.
 */
export function defineUiStrings(actions: Actions, plugins: CreateWebpackConfigArgs['plugins']): void {
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __TROVE_LAZY_STRINGS__: JSON.stringify(lazyStringsByLang()),
        __TROVE_PAGE_STRINGS__: JSON.stringify(pageStringsByLocale()),
      }),
    ],
  });
}
