import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ANNOUNCEMENT_ID_ATTRIBUTE, rememberDismissal } from './announcementBar';

/**
 * The close button of the announcement bar: hides it, and remembers it for this bar's id, so a
 * closed bar stays closed on every page until a bar with a new id replaces it.
 */
export function handle(event: Event, button: HTMLElement): void {
  if (event.type !== 'click') return;
  document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, '');
  try {
    rememberDismissal(window.localStorage, button.getAttribute(ANNOUNCEMENT_ID_ATTRIBUTE) ?? '');
  } catch {
    // Storage can be blocked (private mode, policy); the bar still closes on this page.
  }
}
