/**
 * A run of a page's links: pages of a site share most of their links in the same order (the
 * navbar, the sidebar, the footer), so a page's links are held as runs, each distinct run once,
 * shared by every page that holds it. The build then keeps and checks a site's links in memory
 * that grows with the distinct runs, not with pages times links.
 */
export type LinkRun = readonly string[];

/** The average length of a run: a power of two, as the cut points are chosen by the low bits of a hash. */
const AVERAGE_RUN_LENGTH = 32;

/** FNV-1a, 32 bits: cheap, and enough to spread cut points evenly over links. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Cuts pages' links into runs (`cut`), and holds each distinct run once (`hold`: the run held already, if any). */
export interface LinkRunCutter {
  cut(hrefs: readonly string[]): LinkRun[];
  hold(run: string[]): LinkRun;
}

/**
 * A run ends after a link chosen by the link's own text (content-defined cut points), so links a
 * page adds or leaves out (its breadcrumbs, its table of contents, the sidebar's branch it opens)
 * change the runs around them only, and the runs of the rest stay those of every other page.
 */
export function linkRunCutter(): LinkRunCutter {
  const held = new Map<string, LinkRun>();
  // Links are the same strings on many pages: whether one ends a run is worked out once.
  const endsRun = new Map<string, boolean>();
  const hold = (run: string[]): LinkRun => {
    const key = run.join('\n');
    const shared = held.get(key);
    // Two runs join to the same text only when a link holds a line break (a URL cannot, an attribute can).
    if (shared?.length === run.length && shared.every((href, index) => href === run[index])) return shared;
    Object.freeze(run);
    if (!shared) held.set(key, run);
    return run;
  };
  const cut = (hrefs: readonly string[]) => {
    const runs: LinkRun[] = [];
    let run: string[] = [];
    for (const href of hrefs) {
      run.push(href);
      let ends = endsRun.get(href);
      if (ends === undefined) endsRun.set(href, (ends = fnv1a(href) % AVERAGE_RUN_LENGTH === 0));
      if (ends) {
        runs.push(hold(run));
        run = [];
      }
    }
    if (run.length > 0) runs.push(hold(run));
    return runs;
  };
  return { cut, hold };
}
