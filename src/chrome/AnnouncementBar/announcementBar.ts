import type { AnnouncementBarSettings } from '../../config/navigationSchema';

/**
 * localStorage keys of the announcement bar: whether it was closed, and which bar, so a bar with a
 * new id shows again to readers who closed the old one.
 */
export const ANNOUNCEMENT_DISMISSED_KEY = 'announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'announcement.id';

/** On the close button: the id of the bar it closes. */
export const ANNOUNCEMENT_ID_ATTRIBUTE = 'data-announcement-id';

/**
 * Set on <html> to the id of the bar the reader closed last; the bar with that id is hidden from it
 * by its own style rule (`announcementHiddenStyle`), before first paint.
 */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-dismissed';

/**
 * Inline script of the head, the same on every page whatever the bar: marks <html> with the id of
 * the bar the reader closed, so a closed bar is never painted and never shifts the page. In the head,
 * before the stylesheet, it runs without waiting for it: a script in the body waits for the
 * stylesheet, and the parser, once it has run, paints what it has parsed so far before the rest of
 * the page (docs/architecture.md, "The first paint"). It must not throw when storage is blocked.
 */
export const ANNOUNCEMENT_DISMISSED_SCRIPT = `(function(){try{if(localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_DISMISSED_KEY)})==='true')document.documentElement.setAttribute(${JSON.stringify(ANNOUNCEMENT_DISMISSED_ATTRIBUTE)},localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_ID_KEY)})||'')}catch(e){}})()`;

/**
 * A CSS string of any text: every character but letters, digits, `_` and `-` as a hex escape, so
 * that no id can end the string or the <style> element it sits in.
 */
function cssString(value: string): string {
  const escaped = Array.from(value, (char) =>
    /[\w-]/.test(char) ? char : `\\${char.codePointAt(0)?.toString(16)} `,
  ).join('');
  return `"${escaped}"`;
}

/**
 * The style rule put just before a closeable bar: hides it while <html> names it as closed
 * (`ANNOUNCEMENT_DISMISSED_SCRIPT`). A closed bar with another id does not count: a new
 * announcement shows again.
 */
export function announcementHiddenStyle(barId: string): string {
  return `html[${ANNOUNCEMENT_DISMISSED_ATTRIBUTE}=${cssString(barId)}] .announcement{display:none}`;
}

/** Marks <html> with the id of the bar the reader closed, which the bar's style rule hides. */
export function markDismissed(barId: string): void {
  document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, barId);
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
