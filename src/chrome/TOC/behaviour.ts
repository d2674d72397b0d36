import { activeHeadingId } from './toc';

/** Pixels below the top of the viewport where a heading counts as reached: under the sticky navbar. */
const ACTIVE_HEADING_OFFSET_PX = 96;

/**
 * The heading the reader has scrolled to among `headings` (in document order): the last one whose
 * top is above the navbar's foot. The table of contents marks it; "Was this page helpful?" names it.
 */
export function headingReached(headings: readonly HTMLElement[]): HTMLElement | undefined {
  const tops = headings.map((heading) => ({ id: heading.id, top: heading.getBoundingClientRect().top }));
  const active = activeHeadingId(tops, ACTIVE_HEADING_OFFSET_PX);
  return headings.find((heading) => heading.id === active);
}

/** Marks, in the desktop table of contents, the heading the reader has scrolled to. */
function mark(toc: string): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>(`${toc} a[href^="#"]`)];
  const headings = links.flatMap((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))) ?? []);
  const active = headingReached(headings)?.id;
  for (const link of links) {
    if (decodeURIComponent(link.hash.slice(1)) === active) link.setAttribute('aria-current', 'location');
    else link.removeAttribute('aria-current');
  }
}

/** Follows the reader's scrolling from now on, on every page that has a table of contents (found by `toc`). */
export function start(_fromY: number, toc: string): void {
  let frame = 0;
  const schedule = () => {
    if (!frame)
      frame = requestAnimationFrame(() => {
        frame = 0;
        mark(toc);
      });
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  schedule();
}
