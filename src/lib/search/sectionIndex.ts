import { INDEXED_FIELDS } from './options';
import type { EncodedTerm } from './postings';
import type { SearchRecord } from './records';
import type { SearchStats } from './stats';
import type { SearchText } from './text';

/** A doc set's index as the search files hold it: its statistics, and every term's postings, sorted by term. */
export interface SectionIndex {
  stats: SearchStats;
  terms: EncodedTerm[];
}

/**
 * A term's postings while sections are read: per field id, the ids of the sections holding it in
 * the order read, each followed by its count there.
 */
type Postings = number[][];

/**
 * The index MiniSearch's `addAll` makes of `records` with `indexOptions(text)`, section ids being
 * their positions, in the form the search files hold: the statistics of `statsOf`'s shape and the
 * encoded terms (`EncodedTerm`). MiniSearch puts every word of every section into its radix tree,
 * the most of building a large site's index (8.4 of 12.3 s on the bench's 3,000 pages); here a
 * word is looked up in a hash map, and its term worked out once. Field lengths (a field's distinct
 * words) and their running averages are computed as MiniSearch computes them, in the same order, so
 * every score is bit for bit the same.
 */
export function indexSections(
  records: readonly SearchRecord[],
  sectionCounts: number[],
  text: SearchText,
): SectionIndex {
  const postingsOfWord = new Map<string, Postings | null>();
  const postingsOfTerm = new Map<string, Postings>();
  const postingsOf = (word: string) => {
    const term = text.indexTerm(word);
    if (!term) return null;
    let postings = postingsOfTerm.get(term);
    if (!postings) postingsOfTerm.set(term, (postings = INDEXED_FIELDS.map(() => [])));
    return postings;
  };
  const fieldLengths = INDEXED_FIELDS.map((): number[] => []);
  const averageFieldLength: number[] = [];
  records.forEach((record, id) => {
    INDEXED_FIELDS.forEach((field, fieldId) => {
      const words = text.tokenize(record[field]);
      const length = new Set(words).size;
      fieldLengths[fieldId].push(length);
      averageFieldLength[fieldId] = ((averageFieldLength[fieldId] || 0) * id + length) / (id + 1);
      for (const word of words) {
        let postings = postingsOfWord.get(word);
        if (postings === undefined) postingsOfWord.set(word, (postings = postingsOf(word)));
        if (!postings) continue;
        const sections = postings[fieldId];
        if (sections[sections.length - 2] === id) sections[sections.length - 1] += 1;
        else sections.push(id, 1);
      }
    });
  });
  const terms = [...postingsOfTerm.keys()].sort().map((term) => encoded(term, postingsOfTerm.get(term)!));
  return {
    stats: {
      documentCount: records.length,
      fieldIds: Object.fromEntries(INDEXED_FIELDS.map((field, fieldId) => [field, fieldId])),
      averageFieldLength,
      sectionCounts,
      fieldLengths,
    },
    terms,
  };
}

/** A term's postings as `EncodedTerm` writes them: gaps between section ids, counts other than 1 negated. */
function encoded(term: string, postings: Postings): EncodedTerm {
  const entry: EncodedTerm = [term];
  postings.forEach((sections, fieldId) => {
    if (sections.length === 0) return;
    const gaps: number[] = [];
    for (let at = 0, previous = 0; at < sections.length; at += 2) {
      gaps.push(sections[at] - previous);
      if (sections[at + 1] !== 1) gaps.push(-sections[at + 1]);
      previous = sections[at];
    }
    entry.push([fieldId, gaps]);
  });
  return entry;
}
