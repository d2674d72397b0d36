import type { KeyPress } from './shortcut';

/** A key press for the search key tests: `key` with no modifier unless given. */
export const keyPress = (key: string, modifiers: Partial<Omit<KeyPress, 'key'>> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});
