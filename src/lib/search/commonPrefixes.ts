import { postingCount, type EncodedTerm } from './postings';

/**
 * Most postings the completions of a typed word may hold for the word to be completed as a prefix.
 * A beginning shared by many frequent words (`co`, `pr`, `con` on a large site) would make one
 * keystroke download and score much of the index; such a word matches whole words only until the
 * next letter narrows it. Small sites never reach the limit.
 */
export const MAX_COMPLETION_POSTINGS = 20_000;

/** The beginnings (of two letters or more) whose completions hold more than `max` postings, sorted. */
export function commonPrefixes(entries: readonly EncodedTerm[], max = MAX_COMPLETION_POSTINGS): string[] {
  const work = new Map<string, number>();
  for (const entry of entries) {
    const [term] = entry;
    const count = postingCount(entry);
    for (let length = 2; length < term.length; length += 1) {
      const prefix = term.slice(0, length);
      work.set(prefix, (work.get(prefix) ?? 0) + count);
    }
  }
  return [...work]
    .filter(([, count]) => count > max)
    .map(([prefix]) => prefix)
    .sort();
}
