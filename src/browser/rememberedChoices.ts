/** Attributes of a link that remembers a choice: under which localStorage key, and which value. */
export const REMEMBER_ATTRIBUTE = 'data-remember';
export const REMEMBER_VALUE_ATTRIBUTE = 'data-remember-value';

/**
 * Drops a remembered choice the site no longer offers (a preferred docs version that no longer
 * exists), so it never leads a reader to a missing page. What is offered is what the page's links
 * can remember.
 */
export function dropStaleChoices(): void {
  const links = Array.from(document.querySelectorAll(`[${REMEMBER_ATTRIBUTE}]`));
  try {
    for (const key of new Set(links.map((link) => link.getAttribute(REMEMBER_ATTRIBUTE)!))) {
      const stored = localStorage.getItem(key);
      const offered = links.some(
        (link) =>
          link.getAttribute(REMEMBER_ATTRIBUTE) === key && link.getAttribute(REMEMBER_VALUE_ATTRIBUTE) === stored,
      );
      if (stored !== null && !offered) localStorage.removeItem(key);
    }
  } catch {
    // Blocked storage holds nothing to drop.
  }
}
