import type { Actions, CreateWebpackConfigArgs } from 'gatsby';
import siteConfig from '../../config/site.config';
import { keysReaching } from '../../lib/i18n/catalogue';
import type { LazyStringsByLang } from '../../lib/i18n/lazyStrings';
import { pickStrings } from '../../lib/i18n/stringsFile';
import { defaultLocaleOf } from '../../lib/locales';
import { localeStrings } from './localeStrings';

/** Each configured locale's lazy labels, the default locale's first, as src/browser/lazyUiStrings.ts looks them up. */
export function lazyStringsByLang(i18n = siteConfig.i18n): LazyStringsByLang {
  const first = defaultLocaleOf(i18n);
  return [first, ...i18n.locales.filter((locale) => locale !== first)].map((locale) => [
    locale.htmlLang,
    pickStrings(localeStrings(locale.code), keysReaching('lazy')),
  ]);
}

/**
 * Inlines the lazy labels as `__TROVE_LAZY_STRINGS__`, which only lazily loaded code reads
 * (src/browser/lazyUiStrings.ts): they load with search, the mobile menu or an error screen, never
 * with a page's first load (e2e/budget.spec.ts would see them).
 */
export function defineLazyStrings(actions: Actions, plugins: CreateWebpackConfigArgs['plugins']): void {
  actions.setWebpackConfig({
    plugins: [plugins.define({ __TROVE_LAZY_STRINGS__: JSON.stringify(lazyStringsByLang()) })],
  });
}
