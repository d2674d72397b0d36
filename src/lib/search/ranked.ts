import type MiniSearch from 'minisearch';
import type { Query, SearchOptions, SearchResult } from 'minisearch';
import { scoreSections, type Matches } from './sectionScores';

/** How many results are put in order first: the shown ones need fewer unless one page holds most of them. */
export const FIRST_RANKED = 64;

/**
 * MiniSearch's `search(query, options)` results, in its order, made only as they are read. `search`
 * builds a result object for every matching section and sorts them all: 14,000 for `ceiling` on
 * 3,000 pages, most of the time a keystroke takes, to show ten. This scores the same way
 * (`scoreSections`, MiniSearch's own query execution over arrays), then keeps the best
 * `FIRST_RANKED` in order and sorts the rest only if they are read. The order is `search`'s: score
 * (times the number of query words matched) from highest, ties in the order MiniSearch found them.
 * Ids are short ids: the index's ids are their positions (`indexSections` numbers them), and no option of ours
 * filters or stores fields.
 */
export function* rankedResults(miniSearch: MiniSearch, query: Query, options: SearchOptions): Generator<SearchResult> {
  const { ids, scores, matchesOf } = scoreSections(miniSearch, query, options);
  // Positions are the order found, so comparing them last keeps ties as a stable sort does.
  const before = (a: number, b: number) => scores[b] - scores[a] || a - b;
  // A result's matches are worked out when read: grouping reads them only for the hits it keeps.
  const resultAt = (position: number): SearchResult => {
    const id = ids[position];
    let matches: Matches | undefined;
    const matched = () => (matches ??= matchesOf(id));
    return {
      id,
      score: scores[position],
      get terms() {
        return Object.keys(matched().match);
      },
      get queryTerms() {
        return matched().terms;
      },
      get match() {
        return matched().match;
      },
    };
  };
  const best = bestPositions(scores.length, FIRST_RANKED, before);
  for (const position of best) yield resultAt(position);
  if (best.length === scores.length) return;
  const taken = new Set(best);
  const rest = Array.from(ids.keys()).filter((position) => !taken.has(position));
  for (const position of rest.sort(before)) yield resultAt(position);
}

/** The first `count` of the positions 0…`length` - 1 in the order `before` gives, in that order. */
function bestPositions(length: number, count: number, before: (a: number, b: number) => number): number[] {
  const best: number[] = [];
  for (let position = 0; position < length; position += 1) {
    if (best.length === count && before(position, best[count - 1]) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (before(best[middle], position) < 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, position);
    if (best.length > count) best.pop();
  }
  return best;
}
