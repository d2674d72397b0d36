// eslint-disable-next-line no-control-regex -- control characters are what a message shows as references
const CONTROL = /[\u0000-\u001f\u007f]/g;

/**
 * A value as a message quotes it: its control characters as character references (`java&#x9;script:`,
 * which is how the tab that hides the scheme is written in HTML and SVG), cut to `max` characters.
 */
export function shownValue(value: string, max = 60): string {
  const shown = value.replace(CONTROL, (character) => `&#x${character.charCodeAt(0).toString(16)};`);
  return shown.length > max ? `${shown.slice(0, max - 1)}…` : shown;
}
