import { navbarShownAfterScroll } from './shownAfterScroll';

/** Class that slides a hide-on-scroll navbar out of view. */
const HIDDEN_CLASS = 'navbar--hidden';

/**
 * A navbar with hide-on-scroll on slides away while the reader scrolls down and comes back when they
 * scroll up or focus enters it: a keyboard user always sees the control they are on (WCAG 2.4.11).
 * Started by a scroll from `fromY`, which it follows at once; `selector` finds the navbar.
 */
export function start(fromY: number, selector: string): void {
  let previousY = fromY;
  const navbar = () => document.querySelector<HTMLElement>(selector);
  const follow = () => {
    const bar = navbar();
    if (!bar) return;
    const currentY = window.scrollY;
    const shown =
      bar.contains(document.activeElement) ||
      navbarShownAfterScroll({
        shown: !bar.classList.contains(HIDDEN_CLASS),
        previousY,
        currentY,
        navbarHeight: bar.offsetHeight,
      });
    bar.classList.toggle(HIDDEN_CLASS, !shown);
    previousY = currentY;
  };
  window.addEventListener('scroll', follow, { passive: true });
  follow();
  document.addEventListener('focusin', (event) => {
    if ((event.target as Element).closest(selector)) navbar()?.classList.remove(HIDDEN_CLASS);
  });
}
