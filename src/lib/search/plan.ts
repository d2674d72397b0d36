import { FUZZY_MIN_LENGTH } from './options';
import { queryTerms, transpositions } from './query';
import { ENGLISH, type SearchText } from './text';
import { completionsOf, includesTerm, sliceKeys, withinOneEdit } from './vocabulary';

/**
 * The characters whose vocabulary slices `termsFor(input)` reads: the first of each word, and of a
 * word long enough for typos, the second too.
 */
export function slicesRead(input: string, text: SearchText = ENGLISH): string[] {
  return [
    ...new Set(
      queryTerms(input, text).flatMap((word) => (word.length < FUZZY_MIN_LENGTH ? [word[0]] : sliceKeys(word))),
    ),
  ];
}

/**
 * The characters whose vocabulary slices a search for `input` loads: those it reads, and the ones
 * the next keys will read: the second of each word, and the first of a word of one letter, which is
 * not searched yet.
 */
export function slicesFor(input: string, text: SearchText = ENGLISH): string[] {
  const begun = text
    .tokenize(input)
    .map(text.normalizeTerm)
    .filter((word) => word.length === 1);
  return [...new Set([...queryTerms(input, text).flatMap(sliceKeys), ...begun])];
}

/**
 * Every indexed term MiniSearch can match for `input`, as `buildQuery` asks it to: each word and,
 * unless `completes` says no, its completions; for words of four letters or more, the terms one
 * edit away and the variants with two neighbouring letters swapped, with their completions.
 * `slice` gives the sorted vocabulary slice of a character of `slicesFor(input)`; `text` reads the input.
 */
export function termsFor(
  input: string,
  slice: (character: string) => readonly string[],
  completes: (term: string) => boolean,
  text: SearchText = ENGLISH,
): Set<string> {
  const needed = new Set<string>();
  const addWord = (word: string) => {
    const terms = slice(word[0]);
    if (includesTerm(terms, word)) needed.add(word);
    if (completes(word)) completionsOf(terms, word).forEach((term) => needed.add(term));
  };
  for (const word of queryTerms(input, text)) {
    addWord(word);
    if (word.length < FUZZY_MIN_LENGTH) continue;
    transpositions(word).forEach(addWord);
    for (const key of sliceKeys(word)) {
      for (const term of slice(key)) if (withinOneEdit(word, term)) needed.add(term);
    }
  }
  return needed;
}
