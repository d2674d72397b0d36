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

const APPLE_PLATFORM = /mac|iphone|ipad|ipod/i;

/** Apple keyboards have ⌘ where others use Ctrl. */
export function isApplePlatform(platform: string): boolean {
  return APPLE_PLATFORM.test(platform);
}

/** Set on <html> on Apple platforms, where the search button shows ⌘ K instead of Ctrl K. */
export const APPLE_PLATFORM_ATTRIBUTE = 'data-apple';

/**
 * Inline script for <head>: marks <html> on Apple platforms before the first paint, so the search
 * button's shortcut reads ⌘ K there without waiting for (or shipping) any code.
 */
export function applePlatformScript(): string {
  return `(function(){var n=navigator,p=(n.userAgentData&&n.userAgentData.platform)||n.platform||'';if(${APPLE_PLATFORM}.test(p))document.documentElement.setAttribute('${APPLE_PLATFORM_ATTRIBUTE}','')})()`;
}

/** The shortcut shown on the search button. */
export function shortcutLabel(apple: boolean): string {
  return apple ? '⌘ K' : 'Ctrl K';
}
