import { toggleCollapsible } from '../Collapsible/behaviour';
import { categoryNumberOf, fillSidebarElement } from './fillSidebar';
import { SIDEBAR_FILE_ATTRIBUTE } from './names';
import { loadSidebarParts } from './sidebarFile';

/**
 * A click on a category's toggle in a sidebar's frame: opens or closes its items. A category the
 * page wrote without them is filled from the sidebar's file first; should the file not come, the
 * category's own page (its label's link, which lists its docs) is where the reader goes instead.
 */
export function handle(event: Event, frame: HTMLElement): void {
  if (event.type !== 'click') return;
  const toggle = (event.target as Element).closest<HTMLElement>('button[aria-controls]');
  const controls = toggle?.getAttribute('aria-controls');
  if (!toggle || !controls || !frame.contains(toggle)) return;
  if (document.getElementById(controls)) {
    toggleCollapsible(toggle);
    return;
  }
  const number = categoryNumberOf(controls);
  const file = frame.getAttribute(SIDEBAR_FILE_ATTRIBUTE);
  if (number === undefined || !file) return;
  toggle.setAttribute('aria-busy', 'true');
  loadSidebarParts(file)
    .then(
      (parts) => {
        fillSidebarElement(frame, parts, [number]);
        toggleCollapsible(toggle, true);
      },
      () => toggle.parentElement?.querySelector<HTMLAnchorElement>(':scope > a')?.click(),
    )
    .finally(() => toggle.removeAttribute('aria-busy'));
}
