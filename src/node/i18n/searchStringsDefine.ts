import type { Actions, CreateWebpackConfigArgs } from 'gatsby';
import siteConfig from '../../config/site.config';
import { keysReaching } from '../../lib/i18n/catalogue';
import type { SearchStringsByLang } from '../../lib/i18n/searchStrings';
import { pickStrings } from '../../lib/i18n/stringsFile';
import { defaultLocaleOf } from '../../lib/locales';
import { localeStrings } from './localeStrings';

/** Each configured locale's search labels, the default locale's first, as the search chunk looks them up. */
export function searchStringsByLang(i18n = siteConfig.i18n): SearchStringsByLang {
  const first = defaultLocaleOf(i18n);
  return [first, ...i18n.locales.filter((locale) => locale !== first)].map((locale) => [
    locale.htmlLang,
    pickStrings(localeStrings(locale.code), keysReaching('search')),
  ]);
}

/**
 * Inlines the search dialog's labels as `__TROVE_SEARCH_STRINGS__`, which only the search chunk
 * reads (src/components/SearchHost/searchStrings.ts): they load with the dialog, never with a page.
 */
export function defineSearchStrings(actions: Actions, plugins: CreateWebpackConfigArgs['plugins']): void {
  actions.setWebpackConfig({
    plugins: [plugins.define({ __TROVE_SEARCH_STRINGS__: JSON.stringify(searchStringsByLang()) })],
  });
}
