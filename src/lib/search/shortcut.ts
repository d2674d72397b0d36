/** What a keydown tells about itself: the fields of KeyboardEvent the shortcut reads. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** The element a key went to, as far as typing goes. */
export interface KeyTarget {
  tagName?: string;
  isContentEditable?: boolean;
}

/** True when keys go to a text field, where `/` is text, not a shortcut. */
export function isTypingIn(target: KeyTarget | null): boolean {
  if (!target) return false;
  return target.isContentEditable === true || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName ?? '');
}

/**
 * Ctrl+K or ⌘K anywhere, or `/` when not typing, opens search. Shift is allowed with `/`, which
 * some keyboard layouts need to type it.
 */
export function isSearchShortcut(press: KeyPress, target: KeyTarget | null): boolean {
  if (press.altKey) return false;
  if (press.key.toLowerCase() === 'k') return (press.ctrlKey || press.metaKey) && !press.shiftKey;
  return press.key === '/' && !press.ctrlKey && !press.metaKey && !isTypingIn(target);
}

/** Apple keyboards have ⌘ where others use Ctrl. */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** The shortcut shown on the search button. */
export function shortcutLabel(apple: boolean): string {
  return apple ? '⌘ K' : 'Ctrl K';
}
