/**
 * At most this many sections are shown, at most `MAX_HITS_PER_PAGE` of one page and from at most
 * `MAX_PAGES` pages: a page's texts are one file, so a keystroke's results take at most six requests,
 * as many as a browser makes at once to a host over HTTP/1.1.
 */
export const MAX_HITS = 10;
export const MAX_HITS_PER_PAGE = 5;
export const MAX_PAGES = 6;

/**
 * Groups ranked hits by page (its position), pages in the order of their best hit and hits in rank
 * order, keeping the best `MAX_HITS` with no page taking more than `MAX_HITS_PER_PAGE`, and stopping
 * at the best hit of a page past the first `MAX_PAGES`: the list ends where another page would begin
 * (and the rest of the results need not be put in order).
 */
export function groupByPage<Hit extends { page: number }>(
  rankedHits: Iterable<Hit>,
): Array<{ page: number; hits: Hit[] }> {
  const groups = new Map<number, { page: number; hits: Hit[] }>();
  let kept = 0;
  for (const hit of rankedHits) {
    if (kept === MAX_HITS) break;
    if (!groups.has(hit.page) && groups.size === MAX_PAGES) break;
    const group = groups.get(hit.page) ?? { page: hit.page, hits: [] };
    if (group.hits.length === MAX_HITS_PER_PAGE) continue;
    group.hits.push(hit);
    groups.set(hit.page, group);
    kept += 1;
  }
  return [...groups.values()];
}
