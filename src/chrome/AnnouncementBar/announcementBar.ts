import type { AnnouncementBarSettings } from '../../config/navigationSchema';

/**
 * localStorage keys of the announcement bar: whether it was closed, and which bar, so a bar with a
 * new id shows again to readers who closed the old one.
 */
export const ANNOUNCEMENT_DISMISSED_KEY = 'announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'announcement.id';

/** On the close button: the id of the bar it closes. */
export const ANNOUNCEMENT_ID_ATTRIBUTE = 'data-announcement-id';

/** Set on <html> while the current bar is closed; CSS hides the bar from it, before first paint. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-dismissed';

/** A JavaScript string literal that cannot end the inline <script> it sits in. */
function scriptLiteral(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Inline script put just before the bar: marks <html> when the reader closed this very bar, so a closed bar is
 * never painted and never shifts the page. A closed bar with another id does not count: a new
 * announcement shows again. It must not throw when storage is blocked.
 */
export function announcementDismissedScript(barId: string): string {
  return `(function(){try{if(localStorage.getItem(${scriptLiteral(ANNOUNCEMENT_DISMISSED_KEY)})==='true'&&localStorage.getItem(${scriptLiteral(ANNOUNCEMENT_ID_KEY)})===${scriptLiteral(barId)})document.documentElement.setAttribute(${scriptLiteral(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},'')}catch(e){}})()`;
}

/**
 * The bar's configured colours, which it carries in a style attribute (allowed by its hash); none
 * when the stylesheet's colours apply.
 */
export function announcementColours(
  bar: Pick<AnnouncementBarSettings, 'backgroundColor' | 'textColor'>,
): { background: string; color: string | undefined } | undefined {
  return bar.backgroundColor ? { background: bar.backgroundColor, color: bar.textColor } : undefined;
}

/** Remembers that the reader closed the bar with this id. */
export function rememberDismissal(storage: Pick<Storage, 'setItem'>, barId: string): void {
  storage.setItem(ANNOUNCEMENT_DISMISSED_KEY, 'true');
  storage.setItem(ANNOUNCEMENT_ID_KEY, barId);
}

/** Whether the reader closed the bar with this id, as remembered in storage. */
export function isDismissed(storage: Pick<Storage, 'getItem'>, barId: string): boolean {
  return storage.getItem(ANNOUNCEMENT_DISMISSED_KEY) === 'true' && storage.getItem(ANNOUNCEMENT_ID_KEY) === barId;
}
