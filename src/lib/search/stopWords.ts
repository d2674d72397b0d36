/**
 * English words too common to tell sections apart. Leaving them out of the index keeps it smaller
 * and keeps queries fast on large sites, where a word in most sections would make every search
 * score most sections. Deliberately short: `have` (the product's "haves"), `want`, `how`, `what`
 * and `no` carry meaning in these docs and stay searchable.
 */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'but',
  'by',
  'can',
  'do',
  'for',
  'from',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'so',
  'than',
  'that',
  'the',
  'their',
  'then',
  'there',
  'these',
  'they',
  'this',
  'those',
  'to',
  'was',
  'we',
  'which',
  'will',
  'with',
  'you',
  'your',
]);

/** True for a normalized term too common to index or to search for. */
export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term);
}
