import type MiniSearch from 'minisearch';
import type { SearchOptions } from 'minisearch';
import { groupByPage } from './group';
import type { PageTexts } from './manifest';
import { buildQuery, queryTerms } from './query';
import { rankedResults } from './ranked';
import { ENGLISH, type SearchText } from './text';

/**
 * The pages the results show (their positions, in order) for a word typed alone, by its query
 * term, for each beginning listed by `loadingBeginnings`.
 */
export type BeginningPages = Record<string, number[]>;

/** The file of texts (`ShownTexts`) of the pages shown for each beginning, by its number. */
export type BeginningTexts = Record<string, number>;

/** The texts of the pages shown for a beginning, with their positions: one file instead of one per page. */
export type ShownTexts = Array<[page: number, texts: PageTexts]>;

/**
 * The query terms of the keystrokes that load posting files as a word is typed: its first two
 * letters, and each letter after a beginning too common to complete (`commonPrefixes`), whose
 * completions were not loaded. The keystrokes after those find their terms in files already loaded.
 * Such a keystroke shows pages whose texts are not loaded either: knowing them from the build, a
 * search can ask for posting files and texts at once, one round of requests instead of two.
 */
export function loadingBeginnings(
  sortedTerms: readonly string[],
  commonPrefixes: ReadonlySet<string>,
  text: SearchText = ENGLISH,
): string[] {
  const beginnings = new Set<string>();
  for (const term of sortedTerms) {
    for (let length = Math.max(2, text.minTermLength); length <= term.length; length += 1) {
      const beginning = term.slice(0, length);
      const terms = queryTerms(beginning, text);
      if (terms.length === 1) beginnings.add(terms[0]);
      if (!commonPrefixes.has(beginning)) break;
    }
  }
  return [...beginnings].sort();
}

/**
 * The pages shown for each of `beginnings` typed alone, ranked as the search ranks
 * (`rankedResults`, grouped as `groupByPage` groups) over `miniSearchFor(beginning)`, which holds
 * the terms a search for it loads: exact ties rank in the order terms were added, so only the
 * same terms list the pages a reader is shown. `pageOf` gives a section's page.
 */
export function beginningPages(
  miniSearchFor: (beginning: string) => MiniSearch,
  pageOf: (section: number) => number,
  beginnings: readonly string[],
  options: SearchOptions,
  text: SearchText = ENGLISH,
): BeginningPages {
  const pages: BeginningPages = {};
  for (const beginning of beginnings) {
    const query = buildQuery(beginning, text);
    if (!query) continue;
    const hits = (function* () {
      for (const { id } of rankedResults(miniSearchFor(beginning), query, options))
        yield { page: pageOf(id as number) };
    })();
    const shown = groupByPage(hits).map((group) => group.page);
    if (shown.length > 0) pages[beginning] = shown;
  }
  return pages;
}

/**
 * Numbers the distinct lists of `pages` (beginnings often show the same pages): `bundleOf` gives
 * each beginning its list's number, `bundles` the lists by number.
 */
export function numberedBundles(pages: BeginningPages): { bundleOf: BeginningTexts; bundles: number[][] } {
  const numbers = new Map<string, number>();
  const bundles: number[][] = [];
  const bundleOf: BeginningTexts = {};
  for (const [beginning, shown] of Object.entries(pages)) {
    const key = shown.join();
    if (!numbers.has(key)) {
      numbers.set(key, bundles.length);
      bundles.push(shown);
    }
    bundleOf[beginning] = numbers.get(key)!;
  }
  return { bundleOf, bundles };
}
