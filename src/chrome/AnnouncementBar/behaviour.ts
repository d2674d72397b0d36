import { ANNOUNCEMENT_ID_ATTRIBUTE, markDismissed, rememberDismissal } from './announcementBar';

/**
 * The close button of the announcement bar: hides it, and remembers it for this bar's id, so a
 * closed bar stays closed on every page until a bar with a new id replaces it.
 */
export function handle(event: Event, button: HTMLElement): void {
  if (event.type !== 'click') return;
  const barId = button.getAttribute(ANNOUNCEMENT_ID_ATTRIBUTE) ?? '';
  markDismissed(barId);
  try {
    rememberDismissal(window.localStorage, barId);
  } catch {
    // Storage can be blocked (private mode, policy); the bar still closes on this page.
  }
}
