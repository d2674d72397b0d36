import type { IndexedPage } from './indexFile';

/** One matching section, ready to show. */
export interface SearchHit {
  id: number;
  page: IndexedPage;
  heading: string;
  anchor: string;
  text: string;
  /** The indexed words that matched, for highlighting. */
  terms: string[];
}

export interface ResultGroup {
  page: IndexedPage;
  hits: SearchHit[];
}

/** At most this many sections are shown, and at most `MAX_HITS_PER_PAGE` of one page. */
export const MAX_HITS = 10;
export const MAX_HITS_PER_PAGE = 5;

/**
 * Groups ranked hits by page, pages in the order of their best hit and hits in rank order, keeping
 * the best `MAX_HITS` with no page taking more than `MAX_HITS_PER_PAGE`.
 */
export function groupByPage(rankedHits: Iterable<SearchHit>): ResultGroup[] {
  const groups = new Map<string, ResultGroup>();
  let kept = 0;
  for (const hit of rankedHits) {
    if (kept === MAX_HITS) break;
    const group = groups.get(hit.page.route) ?? { page: hit.page, hits: [] };
    if (group.hits.length === MAX_HITS_PER_PAGE) continue;
    group.hits.push(hit);
    groups.set(hit.page.route, group);
    kept += 1;
  }
  return [...groups.values()];
}
