import type { SidebarParts } from '../../lib/sidebar';
import { fillSidebarElement } from './fillSidebar';
import { lacksParts, markSidebarElement } from './sidebarMarks';

/** Each sidebar file asked for, by URL: one request per visit (the file itself is cached for a year). */
const requested = new Map<string, Promise<SidebarParts>>();

/** A sidebar's file (`SidebarParts`); a failed request is asked again next time. */
export function loadSidebarParts(url: string): Promise<SidebarParts> {
  let parts = requested.get(url);
  if (!parts) {
    parts = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<SidebarParts>;
    });
    parts.catch(() => requested.delete(url));
    requested.set(url, parts);
  }
  return parts;
}

/**
 * The live sidebar as a page shows it: what it lacks (`lacksParts`) added from its file, then
 * the page's link marked and its categories opened. Marks what is there at once, again once filled.
 */
export async function showPageInSidebar(
  root: Element,
  url: string,
  marks: { href: string; open: readonly number[] },
): Promise<void> {
  markSidebarElement(root, marks.href, marks.open);
  if (!lacksParts(root, marks.open)) return;
  fillSidebarElement(root, await loadSidebarParts(url), marks.open);
  markSidebarElement(root, marks.href, marks.open);
}
