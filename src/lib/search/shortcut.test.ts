import { keyPress as press } from './keyPress.testHelper';
import { isApplePlatform, isSearchShortcut, isTypingIn, shortcutLabel } from './shortcut';

const body = { tagName: 'BODY' };

describe('isSearchShortcut', () => {
  it('opens on Ctrl+K and ⌘K, even while typing', () => {
    expect(isSearchShortcut(press('k', { ctrlKey: true }), body)).toBe(true);
    expect(isSearchShortcut(press('K', { metaKey: true }), { tagName: 'INPUT' })).toBe(true);
  });

  it('opens on / unless the reader is typing', () => {
    expect(isSearchShortcut(press('/'), body)).toBe(true);
    expect(isSearchShortcut(press('/', { shiftKey: true }), body)).toBe(true);
    expect(isSearchShortcut(press('/'), { tagName: 'TEXTAREA' })).toBe(false);
    expect(isSearchShortcut(press('/'), { tagName: 'DIV', isContentEditable: true })).toBe(false);
  });

  it('ignores other keys and other modifier combinations', () => {
    expect(isSearchShortcut(press('k'), body)).toBe(false);
    expect(isSearchShortcut(press('k', { ctrlKey: true, shiftKey: true }), body)).toBe(false);
    expect(isSearchShortcut(press('k', { ctrlKey: true, altKey: true }), body)).toBe(false);
    expect(isSearchShortcut(press('/', { ctrlKey: true }), body)).toBe(false);
  });
});

describe('isTypingIn', () => {
  it('is true in text fields only', () => {
    expect(['INPUT', 'TEXTAREA', 'SELECT'].map((tagName) => isTypingIn({ tagName }))).toEqual([true, true, true]);
    expect(isTypingIn({ tagName: 'BUTTON' })).toBe(false);
    expect(isTypingIn(null)).toBe(false);
  });
});

describe('shortcut label', () => {
  it('shows ⌘ on Apple platforms and Ctrl elsewhere', () => {
    expect(shortcutLabel(isApplePlatform('MacIntel'))).toBe('⌘ K');
    expect(shortcutLabel(isApplePlatform('iPad'))).toBe('⌘ K');
    expect(shortcutLabel(isApplePlatform('Linux x86_64'))).toBe('Ctrl K');
    expect(shortcutLabel(isApplePlatform('Win32'))).toBe('Ctrl K');
  });
});
