import { isStopWord } from './stopWords';

/** A word of a text: where it is, and the word as written. */
export interface WordSpan {
  start: number;
  end: number;
  word: string;
}

/**
 * How the texts of one language are cut into words and those words into the terms the index holds.
 * The build indexes a doc set with its language's (the manifest names it), and the search of that
 * set reads input and marks words with the same one, or the terms would not meet.
 */
export interface SearchText {
  /** Splits text into words, the same way for the index, the query and the term marks. */
  tokenize(text: string): string[];
  /** The form a word is indexed and searched under. */
  normalizeTerm(word: string): string;
  /** Whether a normalized term is too common to index or to search for. */
  isStopWord(term: string): boolean;
  /** Terms shorter than this are neither indexed nor searched (a single letter starts a word). */
  minTermLength: number;
  /**
   * The term a word is indexed under, or nothing for words that tell no section apart: stop words
   * and words too short (see `minTermLength`).
   */
  indexTerm(word: string): string | null;
  /** Where the words of `text` sit, with their normalized form, for the term marks. */
  wordSpans(text: string): Array<{ start: number; end: number; term: string }>;
}

/** What a language defines; `searchText` makes the rest from it. */
export interface LanguageRules {
  words(text: string): WordSpan[];
  normalizeTerm(word: string): string;
  isStopWord(term: string): boolean;
  minTermLength?: number;
}

/** A `SearchText` from a language's rules. */
export function searchText(rules: LanguageRules): SearchText {
  const { words, normalizeTerm, isStopWord: stop, minTermLength = 2 } = rules;
  return {
    tokenize: (text) => words(text).map(({ word }) => word),
    normalizeTerm,
    isStopWord: stop,
    minTermLength,
    indexTerm(word) {
      const term = normalizeTerm(word);
      return term.length < minTermLength || stop(term) ? null : term;
    },
    wordSpans: (text) => words(text).map(({ start, end, word }) => ({ start, end, term: normalizeTerm(word) })),
  };
}

/**
 * Runs of letters and digits with their combining marks: the words the index holds. Punctuation,
 * `_` and symbols separate them. The marks keep a word whole where they are written apart (Arabic's
 * short vowels, Hebrew's points, Indic vowel signs, a decomposed accent).
 */
export const WORD_PATTERN = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;

/** The words of `text` that `pattern` (global) matches. */
export const wordsMatching =
  (pattern: RegExp) =>
  (text: string): WordSpan[] =>
    [...text.matchAll(pattern)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      word: match[0],
    }));

/** Lower case, accents and other combining marks dropped: `Numismática` → `numismatica`. */
export const foldMarks = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

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

/** English, the site's own language: accents ignored, plurals folded, a short list of stop words. */
export const ENGLISH: SearchText = searchText({
  words: wordsMatching(WORD_PATTERN),
  normalizeTerm: (word) => singular(foldMarks(word)),
  isStopWord,
});

/**
 * Whether `language` (a locale's `htmlLang`) is read as English: `en`, `en-GB`. Code on the page
 * has English at hand and loads another language's rules only for a site in it.
 */
export const readsAsEnglish = (language: string): boolean => language.toLowerCase().split('-')[0] === 'en';

/** Splits text into English words (see `ENGLISH`). */
export const tokenize = ENGLISH.tokenize;
/** The form an English word is indexed and searched under: lower case, accents dropped, plurals folded. */
export const normalizeTerm = ENGLISH.normalizeTerm;
/** The term an English word is indexed under, or nothing (see `SearchText.indexTerm`). */
export const indexTerm = ENGLISH.indexTerm;
/** Where the words of an English text sit (see `SearchText.wordSpans`). */
export const wordSpans = ENGLISH.wordSpans;
