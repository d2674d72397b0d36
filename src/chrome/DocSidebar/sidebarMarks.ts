import { sidebarCategoryId } from './names';

/**
 * The sidebar's markup (the same for every page) as one page shows it: links to the page marked
 * current, and the categories holding it open. The markup comes from the build's own renderer, so
 * its attributes have a known form; in text, `<` is always escaped, so only tags match.
 */
export function markSidebar(html: string, href: string, openCategories: readonly number[]): string {
  let marked = html.split(`<a href="${href}"`).join(`<a href="${href}" aria-current="page"`);
  for (const number of openCategories) {
    const closed = `aria-expanded="false" aria-controls="${sidebarCategoryId(number)}"`;
    marked = marked.replace(closed, closed.replace('false', 'true'));
  }
  return marked;
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
