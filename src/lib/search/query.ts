import type { Query } from 'minisearch';
import { FUZZY_MIN_LENGTH } from './options';
import { ENGLISH, type SearchText } from './text';

/**
 * Score factor of a word found by swapping two neighbouring letters: about what MiniSearch gives a
 * one-edit fuzzy match (0.45 scaled down by length), so the exact spelling still ranks first.
 */
const TRANSPOSITION_WEIGHT = 0.4;

/** The word with each pair of neighbouring letters swapped (`catalouge` → … `catalogue` …). */
export function transpositions(term: string): string[] {
  const variants = new Set<string>();
  for (let index = 0; index < term.length - 1; index += 1) {
    if (term[index] === term[index + 1]) continue;
    variants.add(term.slice(0, index) + term[index + 1] + term[index] + term.slice(index + 2));
  }
  return [...variants];
}

/**
 * The words of the input worth searching for, as `text` reads them. Single letters say nothing yet (the reader is
 * starting a word); stop words are not indexed. When only stop words are left, the last one stays:
 * it may be the start of a longer word (`the` of `theme`), matched as a prefix.
 */
export function queryTerms(input: string, text: SearchText = ENGLISH): string[] {
  const terms = text
    .tokenize(input)
    .map(text.normalizeTerm)
    .filter((term) => term.length >= text.minTermLength);
  const meaningful = terms.filter((term) => !text.isStopWord(term));
  return meaningful.length > 0 ? meaningful : terms.slice(-1);
}

/**
 * The MiniSearch query for what the reader typed (read as `text` reads it), every word required; none for input with no
 * word worth searching. A swap of two letters counts as one edit, as readers expect; MiniSearch's
 * Levenshtein distance counts it as two, so each word of four letters or more also matches its
 * swapped variants.
 */
export function buildQuery(input: string, text: SearchText = ENGLISH): Query | undefined {
  const terms = queryTerms(input, text);
  if (terms.length === 0) return undefined;
  return {
    combineWith: 'AND',
    queries: terms.map((term): Query => {
      if (term.length < FUZZY_MIN_LENGTH) return term;
      return {
        combineWith: 'OR',
        queries: [term, { queries: transpositions(term), fuzzy: false, boostTerm: () => TRANSPOSITION_WEIGHT }],
      };
    }),
  };
}
