import { TOC_MAX_LEVEL, TOC_MIN_LEVEL } from '../../lib/docs/tocLevels';
import type { DocHeading as Heading } from '../../lib/docs/record';

export interface TocItem {
  id: string;
  value: string;
  level: number;
  children: TocItem[];
}

/** Nests the headings between `minLevel` and `maxLevel` under their nearest shallower heading. */
export function buildToc(headings: readonly Heading[], minLevel = TOC_MIN_LEVEL, maxLevel = TOC_MAX_LEVEL): TocItem[] {
  const root: TocItem[] = [];
  const stack: TocItem[] = [];
  for (const heading of headings) {
    if (heading.depth < minLevel || heading.depth > maxLevel) continue;
    const item: TocItem = { id: heading.id, value: heading.value, level: heading.depth, children: [] };
    while (stack.length > 0 && stack[stack.length - 1].level >= item.level) stack.pop();
    (stack.length > 0 ? stack[stack.length - 1].children : root).push(item);
    stack.push(item);
  }
  return root;
}

/**
 * The heading the reader is at: the last one whose top has scrolled above `threshold` pixels from
 * the top of the viewport. `tops` are in document order.
 */
export function activeHeadingId(
  tops: ReadonlyArray<{ id: string; top: number }>,
  threshold: number,
): string | undefined {
  let active: string | undefined;
  for (const { id, top } of tops) {
    if (top > threshold) break;
    active = id;
  }
  return active;
}

/** Ids of every item of a TOC, in document order. */
export function tocIds(items: readonly TocItem[]): string[] {
  return items.flatMap((item) => [item.id, ...tocIds(item.children)]);
}
