interface ScrollStep {
  /** Whether the navbar shows now. */
  shown: boolean;
  previousY: number;
  currentY: number;
  /** Height of the navbar: within it from the top, the navbar always shows. */
  navbarHeight: number;
}

/**
 * Whether a hide-on-scroll navbar shows after the reader scrolled from `previousY` to `currentY`:
 * it hides while they scroll down, comes back as soon as they scroll up, and
 * always shows at the top of the page.
 */
export function navbarShownAfterScroll({ shown, previousY, currentY, navbarHeight }: ScrollStep): boolean {
  if (currentY < navbarHeight) return true;
  if (currentY > previousY) return false;
  if (currentY < previousY) return true;
  return shown;
}
