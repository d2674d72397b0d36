import type { AsPlainObject } from 'minisearch';

/** One term of MiniSearch's serialized index: per field id, the count of the term in each section that has it. */
export type TermEntry = AsPlainObject['index'][number];

/**
 * A term as the index parts hold it: the term, then per field its id and the sections that have
 * it, each as the gap from the previous section's id, followed by the term's count there negated
 * when it is not 1. Gaps are small and counts mostly 1, so a part is about a third of MiniSearch's
 * JSON and compresses better.
 */
export type EncodedTerm = [term: string, ...fields: Array<[fieldId: number, postings: number[]]>];

export function encodeTerm([term, fields]: TermEntry): EncodedTerm {
  const encoded: EncodedTerm = [term];
  for (const [fieldId, counts] of Object.entries(fields)) {
    const postings: number[] = [];
    let previous = 0;
    // Integer keys iterate in ascending order: no gap is negative, so a negative number is a count.
    for (const [id, count] of Object.entries(counts)) {
      postings.push(Number(id) - previous);
      if (count !== 1) postings.push(-count);
      previous = Number(id);
    }
    encoded.push([Number(fieldId), postings]);
  }
  return encoded;
}

/** A term's postings as MiniSearch holds them in memory: field id → section id → count. */
export type TermFields = Map<number, Map<number, number>>;

/** The postings of an encoded term in MiniSearch's in-memory form, read straight from the encoding. */
export function termFields([, ...fields]: EncodedTerm): TermFields {
  const decoded: TermFields = new Map();
  for (const [fieldId, postings] of fields) {
    const counts = new Map<number, number>();
    let id = 0;
    for (const value of postings) {
      if (value < 0) {
        counts.set(id, -value);
      } else {
        id += value;
        counts.set(id, 1);
      }
    }
    decoded.set(fieldId, counts);
  }
  return decoded;
}

/** How many sections hold the term, counted once per field: the work of scoring it. */
export function postingCount([, fields]: TermEntry): number {
  return Object.values(fields).reduce((sum, counts) => sum + Object.keys(counts).length, 0);
}
