import type { SidebarParts } from '../../lib/sidebar';
import { sidebarCategoryId } from './names';

/** Where a category's items go: the end of the list item its toggle is in (a category written empty holds no other item). */
const toggleOf = (number: number) => `aria-controls="${sidebarCategoryId(number)}"`;

/**
 * The sidebar as one page's HTML shows it: the top level, the items of the categories holding the
 * page added from the sidebar's file (`open`, outermost first), links to the page marked current
 * and those categories open. The markup comes from the build's own renderer, so its attributes
 * have a known form; in text, `<` is always escaped, so only tags match.
 */
export function pageSidebarHtml(parts: SidebarParts, href: string, open: readonly number[]): string {
  let html = parts.top;
  for (const number of open) {
    const items = parts.lists[number];
    const toggle = html.indexOf(toggleOf(number));
    if (items === undefined || toggle < 0) continue;
    const end = html.indexOf('</li>', toggle);
    html = `${html.slice(0, end)}${items}${html.slice(end)}`;
  }
  html = html.split(`<a href="${href}"`).join(`<a href="${href}" aria-current="page"`);
  for (const number of open) {
    const closed = `aria-expanded="false" ${toggleOf(number)}`;
    html = html.replace(closed, closed.replace('false', 'true'));
  }
  return html;
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
