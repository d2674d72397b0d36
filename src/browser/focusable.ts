/** The elements Tab can stop on, unless something hides them. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The controls in `container` that Tab reaches, in document order: not those inside a `hidden`
 * part nor those a closed collapsible hides with `visibility: hidden`.
 */
export function focusableIn(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden]') && getComputedStyle(element).visibility !== 'hidden',
  );
}
