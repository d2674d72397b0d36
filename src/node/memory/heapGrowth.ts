import { setFlagsFromString } from 'node:v8';

/**
 * How far past what it held after its last full collection V8 lets the heap of Gatsby's build
 * process grow, in percent: twice its live set. Left to itself, V8 grows it up to four times on a
 * machine with memory to spare, and Gatsby's slice stitching (every page's HTML read, rebuilt and
 * written in its process, 25 at a time) makes garbage of page-sized strings faster than it collects
 * them: at 3,000 pages of 180 KB, a gigabyte of them made the process 2.17 GB against 0.5 GB live.
 * A growth factor bounds that relative to the live set, where a fixed heap limit would leave a
 * larger site out of memory.
 */
export const HEAP_GROWING_PERCENT = 100;

/** Bounds this process's heap growth for the rest of its life; the workers it starts keep V8's own. */
export function boundHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
