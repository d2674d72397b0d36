import type { SidebarParts } from '../../lib/sidebar';
import { SIDEBAR_CATEGORY_ID_PREFIX, SIDEBAR_ID_PREFIX_ATTRIBUTE, sidebarCategoryId } from './names';

// What marks and fills a sidebar in the browser, kept out of the first load, whose sidebar the
// build marked: only the lazy sidebar-fill, behaviours and mobile-menu chunks import it.

/** The category number a toggle's `aria-controls` names, whatever prefix its copy of the sidebar adds. */
export function categoryNumberOf(controls: string): number | undefined {
  const at = controls.lastIndexOf(SIDEBAR_CATEGORY_ID_PREFIX);
  return at < 0 ? undefined : Number(controls.slice(at + SIDEBAR_CATEGORY_ID_PREFIX.length));
}

/** Sidebar markup with its category ids prefixed (`menu-`), for a second copy of it on the page. */
export const withIdPrefix = (html: string, prefix: string) =>
  prefix === ''
    ? html
    : html.replace(
        new RegExp(`(id|aria-controls)="${SIDEBAR_CATEGORY_ID_PREFIX}`, 'g'),
        `$1="${prefix}${SIDEBAR_CATEGORY_ID_PREFIX}`,
      );

/** The prefix a copy of the sidebar gives its category ids (`menu-` in the mobile menu), from one of its toggles. */
function idPrefixOf(toggle: Element): string {
  const controls = toggle.getAttribute('aria-controls') ?? '';
  return controls.slice(0, controls.lastIndexOf(SIDEBAR_CATEGORY_ID_PREFIX));
}

/**
 * Adds to the live sidebar, from its file's parts, what `lacksParts` found missing: the top level of
 * an empty one, then the items of each category of `numbers` written without them (outermost
 * first), with the ids of the copy they go into.
 */
export function fillSidebarElement(root: Element, parts: SidebarParts, numbers: readonly number[]): void {
  if (root.firstElementChild === null)
    root.innerHTML = withIdPrefix(parts.top, root.getAttribute(SIDEBAR_ID_PREFIX_ATTRIBUTE) ?? '');
  for (const number of numbers) {
    const toggle = root.querySelector(`[aria-controls$="${sidebarCategoryId(number)}"]`);
    const items = parts.lists[number];
    if (!toggle || items === undefined || root.querySelector(`[id$="${sidebarCategoryId(number)}"]`)) continue;
    toggle.closest('li')?.insertAdjacentHTML('beforeend', withIdPrefix(items, idPrefixOf(toggle)));
  }
}

/**
 * Whether the live sidebar lacks what a page shows: it is empty (a page of another sidebar came
 * before, or `gatsby develop` rendered no HTML), or a category of `open` is written without its items.
 */
export function lacksParts(root: Element, open: readonly number[]): boolean {
  return (
    root.firstElementChild === null ||
    open.some((number) => {
      const toggle = root.querySelector(`[aria-controls$="${sidebarCategoryId(number)}"]`);
      return toggle !== null && !root.querySelector(`[id$="${sidebarCategoryId(number)}"]`);
    })
  );
}

/** The same marks on the live sidebar, after a route change: its scroll position and the reader's own toggles stay. */
export function markSidebarElement(root: Element, href: string, openCategories: readonly number[]): void {
  root.querySelectorAll('[aria-current="page"]').forEach((link) => link.removeAttribute('aria-current'));
  root.querySelectorAll(`a[href="${CSS.escape(href)}"]`).forEach((link) => link.setAttribute('aria-current', 'page'));
  for (const number of openCategories) {
    // Ends with: the mobile menu's copy of the sidebar prefixes its ids.
    root.querySelector(`[aria-controls$="${sidebarCategoryId(number)}"]`)?.setAttribute('aria-expanded', 'true');
  }
}

/**
 * The live sidebar as a page shows it: what it lacks added from its file's parts (`lacksParts`),
 * then marked for the page. On a route change the element stays, with its scroll position and the
 * reader's own toggles.
 */
export function showPageSidebar(root: Element, parts: SidebarParts, href: string, open: readonly number[]): void {
  if (lacksParts(root, open)) fillSidebarElement(root, parts, open);
  markSidebarElement(root, href, open);
}
