import type { AsPlainObject } from 'minisearch';

/**
 * What MiniSearch's scoring (BM25) needs besides the postings of the terms searched: the number
 * of sections, each field's average length and each section's field lengths. Section ids are
 * their positions, page after page.
 */
export interface SearchStats {
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Sections of each page, in page order. */
  sectionCounts: number[];
  /** Per field id, the length of that field in each section (field after field compresses better). */
  fieldLengths: number[][];
}

/** A serialized index with these statistics and no terms, to be given the terms loaded so far. */
export function emptyIndex(stats: SearchStats): AsPlainObject {
  const documentIds: Record<number, number> = {};
  const fieldLength: Record<number, number[]> = {};
  for (let id = 0; id < stats.documentCount; id += 1) {
    documentIds[id] = id;
    fieldLength[id] = stats.fieldLengths.map((lengths) => lengths[id]);
  }
  const { documentCount, fieldIds, averageFieldLength } = stats;
  return {
    documentCount,
    nextId: documentCount,
    documentIds,
    fieldIds,
    fieldLength,
    averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index: [],
    serializationVersion: 2,
  };
}

/** The section id → page position table of these statistics. */
export function pageOfSection(stats: SearchStats): Int32Array {
  const pages = new Int32Array(stats.documentCount);
  const firsts = firstSectionOfPage(stats);
  stats.sectionCounts.forEach((count, page) => pages.fill(page, firsts[page], firsts[page] + count));
  return pages;
}

/** The id of each page's first section, by page position: a section's place in its page's texts is its id minus that. */
export function firstSectionOfPage(stats: SearchStats): Int32Array {
  const firsts = new Int32Array(stats.sectionCounts.length);
  let id = 0;
  stats.sectionCounts.forEach((count, page) => {
    firsts[page] = id;
    id += count;
  });
  return firsts;
}
