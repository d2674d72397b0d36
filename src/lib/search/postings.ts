/**
 * A term as the index parts hold it: the term, then per field its id and the sections that have
 * it, each as the gap from the previous section's id, followed by the term's count there negated
 * when it is not 1. Gaps are small and counts mostly 1, so a part is about a third of MiniSearch's
 * JSON and compresses better.
 */
export type EncodedTerm = [term: string, ...fields: Array<[fieldId: number, postings: number[]]>];

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
export function postingCount([, ...fields]: EncodedTerm): number {
  let count = 0;
  for (const [, postings] of fields) for (const value of postings) if (value >= 0) count += 1;
  return count;
}
