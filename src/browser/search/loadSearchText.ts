import { ENGLISH, readsAsEnglish, type SearchText } from '../../lib/search/text';

/**
 * The search tokenizer of `language` (a doc set's, or the page's `<html lang>`) for code on the page:
 * English at once, another language's from a chunk of its own, so an English site's search
 * downloads none of the others' rules.
 */
export function loadSearchText(language: string): Promise<SearchText> {
  if (readsAsEnglish(language)) return Promise.resolve(ENGLISH);
  return import(/* webpackChunkName: "search-languages" */ '../../lib/search/languages').then(({ searchTextOf }) =>
    searchTextOf(language),
  );
}
