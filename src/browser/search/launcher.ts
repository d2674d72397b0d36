import { isSearchShortcut } from '../../lib/search/shortcut';
import { typeAhead } from '../../lib/search/typeAhead';
import { connectionAllowsPrefetch } from '../../lib/prefetch';
import { openOverlay } from '../overlays';
import { currentConnection } from '../prefetchPolicy';

let typed = '';
let capturing = false;
let loadAhead: () => Promise<unknown> = () => Promise.resolve();

/**
 * The text typed since search opened and before its input took the keys, for the input to start
 * with: pressing `/` and typing at once loses nothing while the dialog's code loads. Read once.
 */
export function takeTypedAhead(): string {
  const text = typed;
  typed = '';
  capturing = false;
  return text;
}

function open(): void {
  typed = '';
  capturing = true;
  openOverlay('search');
}

/** Loads search ahead of a likely open (the pointer on the button, focus on it), under the site's prefetch rule. */
export function prefetchSearch(): void {
  if (!connectionAllowsPrefetch(currentConnection())) return;
  // A failed prefetch is forgotten; opening the dialog tries again and shows the error.
  loadAhead().catch(() => undefined);
}

/**
 * Ctrl+K, ⌘K and `/` open search anywhere on the site; the search button opens it too (behaviours).
 * `load` loads the search dialog, which is a component: the page's entry gives it, as this layer
 * does not import components. Call once.
 */
export function enableSearchShortcuts(load: () => Promise<unknown>): void {
  loadAhead = load;
  document.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement | null;
    const shortcut = isSearchShortcut(event, target);
    // Ctrl+K would otherwise focus the browser's own search, even while search loads.
    if (shortcut) event.preventDefault();
    if (capturing) {
      const next = typeAhead(typed, event, target);
      // A key taken as text does nothing else (in Firefox, / and ' open its find bar).
      if (next !== typed) event.preventDefault();
      typed = next;
      return;
    }
    if (shortcut) open();
  });
}

/** The search button was pressed. */
export const openSearch = open;
