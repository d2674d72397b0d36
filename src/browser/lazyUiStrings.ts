import type { LazyStrings, LazyStringsByLang } from '../lib/i18n/lazyStrings';

/** Inlined by webpack where it is read: here, in the lazily loaded code alone (src/node/i18n/stringsDefine.ts). */
declare const __TROVE_LAZY_STRINGS__: LazyStringsByLang;

/**
 * The labels of a part loaded when needed (search, the mobile menu, the loading and error screens)
 * in the page's locale, found by `<html lang>`: they load with that part's code, never with a page's
 * first load. The first entry, the default locale's, serves a page whose language has none.
 */
export function lazyUiStrings(): LazyStrings {
  const byLang = __TROVE_LAZY_STRINGS__;
  return (byLang.find(([lang]) => lang === document.documentElement.lang) ?? byLang[0])[1];
}
