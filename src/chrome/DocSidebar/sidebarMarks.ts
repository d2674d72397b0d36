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
