import {
  ANNOUNCEMENT_DISMISSED_KEY,
  ANNOUNCEMENT_ID_ATTRIBUTE,
  ANNOUNCEMENT_ID_KEY,
  isDismissed,
  markDismissed,
} from './announcementBar';

/** The announcement bar the reader closed in another tab of the site closes in this one too: a `storage` event's handler. */
export function followAnnouncementOfOtherTab(event: StorageEvent): void {
  if (event.key !== ANNOUNCEMENT_DISMISSED_KEY && event.key !== ANNOUNCEMENT_ID_KEY) return;
  const shownId = document.querySelector(`[${ANNOUNCEMENT_ID_ATTRIBUTE}]`)?.getAttribute(ANNOUNCEMENT_ID_ATTRIBUTE);
  if (shownId != null && isDismissed(window.localStorage, shownId)) markDismissed(shownId);
}
