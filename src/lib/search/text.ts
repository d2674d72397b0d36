import { isStopWord } from './stopWords';

/** Runs of letters and digits: the words the index holds. Punctuation, `_` and symbols separate them. */
const WORD_PATTERN = /[\p{L}\p{N}]+/gu;

/** Splits text into words, the same way for the index, the query and the term marks. */
export function tokenize(text: string): string[] {
  return text.match(WORD_PATTERN) ?? [];
}

/**
 * English plurals folded into the singular, so `ceiling` finds "Price ceilings" as an exact match.
 * Deliberately light: `-ies` → `-y` and a final `s`, but not `-ss`, `-us` or `-is` (`class`,
 * `status`, `analysis`) and not in words of three letters. Index and query fold alike, so an
 * imperfect stem (`series` → `sery`) still matches itself.
 */
function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/[^su]s$/.test(word) && !word.endsWith('is')) return word.slice(0, -1);
  return word;
}

/** The form a word is indexed and searched under: lower case, accents dropped, plurals folded. */
export function normalizeTerm(word: string): string {
  return singular(word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
}

/**
 * The term a word is indexed under, or nothing for words that tell no section apart: stop words
 * and single characters (no query searches for one letter; see `buildQuery`).
 */
export function indexTerm(word: string): string | null {
  const term = normalizeTerm(word);
  return term.length < 2 || isStopWord(term) ? null : term;
}

/** Where the words of `text` sit, with their normalized form, for the term marks. */
export function wordSpans(text: string): Array<{ start: number; end: number; term: string }> {
  return [...text.matchAll(WORD_PATTERN)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    term: normalizeTerm(match[0]),
  }));
}
