import { isTypingIn, type KeyPress, type KeyTarget } from './shortcut';

/** Controls that own their keys (Space presses a button), so typing ahead leaves them alone. */
const KEYED_CONTROLS = ['BUTTON', 'A'];

/**
 * The text typed so far while the search dialog's code loads, after one more key: printable
 * keys add a character, Backspace removes one, keys meant for a field or a control are theirs.
 * The dialog's input starts with this text, so no keystroke after the shortcut is lost.
 */
export function typeAhead(text: string, press: KeyPress, target: KeyTarget | null): string {
  if (isTypingIn(target) || KEYED_CONTROLS.includes(target?.tagName ?? '')) return text;
  if (press.ctrlKey || press.metaKey || press.altKey) return text;
  if (press.key === 'Backspace') return text.slice(0, -1);
  return [...press.key].length === 1 ? text + press.key : text;
}
