/** At most this many sections are shown, and at most `MAX_HITS_PER_PAGE` of one page. */
export const MAX_HITS = 10;
export const MAX_HITS_PER_PAGE = 5;

/**
 * Groups ranked hits by page (its position), pages in the order of their best hit and hits in rank
 * order, keeping the best `MAX_HITS` with no page taking more than `MAX_HITS_PER_PAGE`.
 */
export function groupByPage<Hit extends { page: number }>(
  rankedHits: Iterable<Hit>,
): Array<{ page: number; hits: Hit[] }> {
  const groups = new Map<number, { page: number; hits: Hit[] }>();
  let kept = 0;
  for (const hit of rankedHits) {
    if (kept === MAX_HITS) break;
    const group = groups.get(hit.page) ?? { page: hit.page, hits: [] };
    if (group.hits.length === MAX_HITS_PER_PAGE) continue;
    group.hits.push(hit);
    groups.set(hit.page, group);
    kept += 1;
  }
  return [...groups.values()];
}
