/**
 * The vocabulary is split by character: the slice of a character holds every indexed term whose
 * first or second character it is. The slices of a word's first two characters then hold every
 * term the word can match: its completions and every term one edit away (an edit in the first
 * character keeps the second, or moves it to the front), and its variants with two neighbouring
 * letters swapped. Characters are UTF-16 code units, as MiniSearch compares them.
 */
export function sliceKeys(term: string): string[] {
  return term.length > 1 && term[1] !== term[0] ? [term[0], term[1]] : [term[0]];
}

/** Position of the first term not before `term` in a sorted list. */
function lowerBound(sorted: readonly string[], term: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < term) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether a sorted list holds `term`. */
export function includesTerm(sorted: readonly string[], term: string): boolean {
  return sorted[lowerBound(sorted, term)] === term;
}

/** The terms of a sorted list that start with `prefix` and are longer than it. */
export function completionsOf(sorted: readonly string[], prefix: string): string[] {
  const completions: string[] = [];
  for (let index = lowerBound(sorted, prefix); sorted[index]?.startsWith(prefix); index += 1) {
    if (sorted[index] !== prefix) completions.push(sorted[index]);
  }
  return completions;
}

/** Whether `a` becomes `b` by at most one inserted, deleted or replaced character (Levenshtein distance ≤ 1). */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common += 1;
  const longer = a.length >= b.length ? a : b;
  const shorter = longer === a ? b : a;
  const rest = longer.length === shorter.length ? common + 1 : common;
  return longer.slice(common + 1) === shorter.slice(rest);
}
