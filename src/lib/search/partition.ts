/**
 * Splits `items`, in order, into runs whose sizes add up to at most `target`; an item larger than
 * `target` gets a run of its own.
 */
export function partition<T>(items: readonly T[], size: (item: T) => number, target: number): T[][] {
  const runs: T[][] = [];
  let run: T[] = [];
  let runSize = 0;
  for (const item of items) {
    const itemSize = size(item);
    if (run.length > 0 && runSize + itemSize > target) {
      runs.push(run);
      run = [];
      runSize = 0;
    }
    run.push(item);
    runSize += itemSize;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}
