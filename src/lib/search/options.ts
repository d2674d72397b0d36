import type { Options, SearchOptions } from 'minisearch';
import type { SearchRecord } from './records';
import { ENGLISH, type SearchText } from './text';

/** Words shorter than this are matched exactly or as a prefix, never with a typo. */
export const FUZZY_MIN_LENGTH = 4;

/** The fields of a section the index holds, by field id. */
export const INDEXED_FIELDS = ['title', 'heading', 'text'] as const satisfies ReadonlyArray<keyof SearchRecord>;

/**
 * How the index of a doc set in the language `text` reads is built; loading a serialized index needs
 * the same fields (queries come as terms already normalized, see `searchOptions`). Nothing is
 * stored in it: what a result shows is in a file per section, fetched for the results shown.
 */
export const indexOptions = (text: SearchText): Options<SearchRecord> => ({
  fields: [...INDEXED_FIELDS],
  tokenize: text.tokenize,
  processTerm: text.indexTerm,
});

/** The options of an English index, and the fields of any (see `indexOptions`). */
export const INDEX_OPTIONS = indexOptions(ENGLISH);

/**
 * Prefix matching for every word (results while typing) unless it begins too many words (see
 * `MAX_COMPLETION_POSTINGS`), and one edit for words of four letters or more. A number of 1 or more
 * is MiniSearch's maximum edit distance (below 1 it is a fraction of the word's length). Titles and
 * headings outweigh body text.
 */
export function searchOptions(commonPrefixes: ReadonlySet<string>): SearchOptions {
  return {
    boost: { title: 3, heading: 2, text: 1 },
    prefix: (term) => !commonPrefixes.has(term),
    fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? 1 : false),
    // buildQuery hands MiniSearch words it has already normalized.
    processTerm: (term) => term,
  };
}
