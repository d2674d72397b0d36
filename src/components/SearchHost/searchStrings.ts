import type { SearchStringsByLang } from '../../lib/i18n/searchStrings';

/** Inlined by webpack into the search chunk alone (src/node/i18n/searchStringsDefine.ts). */
declare const __TROVE_SEARCH_STRINGS__: SearchStringsByLang;

/**
 * The search dialog's labels in the page's locale, found by `<html lang>`: they ship with the
 * dialog's chunk, never with a page's first load. The first entry, the default locale's, serves a
 * page whose language has none.
 */
export function searchStrings() {
  const byLang = __TROVE_SEARCH_STRINGS__;
  return (byLang.find(([lang]) => lang === document.documentElement.lang) ?? byLang[0])[1];
}
