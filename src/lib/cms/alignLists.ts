/** One step from a list as it was to the list as it is: items in the new list's order, removals where they stood. */
export type ListStep =
  /** The item at `from` is unchanged and is the new list's item `to`. */
  | { kind: 'keep'; from: number; to: number }
  /** The item at `from` became the new list's item `to`: its values changed. */
  | { kind: 'edit'; from: number; to: number }
  | { kind: 'remove'; from: number }
  /** The new list's item `to` is new, or (`moved`) the unchanged item that stood at `moved`. */
  | { kind: 'add'; to: number; moved?: number };

/** Index pairs of a longest common subsequence of the two lists, in order. */
function commonItems<T>(
  before: readonly T[],
  after: readonly T[],
  same: (a: T, b: T) => boolean,
): Array<[number, number]> {
  const lengths = Array.from({ length: before.length + 1 }, () => new Array<number>(after.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i -= 1)
    for (let j = after.length - 1; j >= 0; j -= 1)
      lengths[i][j] = same(before[i], after[j])
        ? lengths[i + 1][j + 1] + 1
        : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
  const pairs: Array<[number, number]> = [];
  for (let i = 0, j = 0; i < before.length && j < after.length;) {
    if (same(before[i], after[j])) pairs.push([i++, j++]);
    else if (lengths[i + 1][j] >= lengths[i][j + 1]) i += 1;
    else j += 1;
  }
  return pairs;
}

/**
 * How a list edited in a form relates to the list in the file: unchanged items are matched by
 * value (the longest run in order), items between two matches are paired in order as edits, and
 * the rest are removed or added. An added item equal to a removed one is that item moved.
 */
export function alignLists<T>(before: readonly T[], after: readonly T[], same: (a: T, b: T) => boolean): ListStep[] {
  const steps: ListStep[] = [];
  let i = 0;
  let j = 0;
  for (const [nextI, nextJ] of [...commonItems(before, after, same), [before.length, after.length]]) {
    for (; i < nextI && j < nextJ; i += 1, j += 1) steps.push({ kind: 'edit', from: i, to: j });
    for (; i < nextI; i += 1) steps.push({ kind: 'remove', from: i });
    for (; j < nextJ; j += 1) steps.push({ kind: 'add', to: j });
    if (nextI < before.length) steps.push({ kind: 'keep', from: i++, to: j++ });
  }
  const removed = steps.flatMap((step) => (step.kind === 'remove' ? [step.from] : []));
  for (const step of steps) {
    if (step.kind !== 'add') continue;
    const moved = removed.findIndex((from) => same(before[from], after[step.to]));
    if (moved >= 0) step.moved = removed.splice(moved, 1)[0];
  }
  return steps;
}
