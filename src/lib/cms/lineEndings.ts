/**
 * The text an editor typed, in the line endings of the text it replaces: a browser's text box gives
 * `\n` alone, so a body written with `\r\n` throughout would otherwise change on every line at the
 * first key pressed.
 */
export function inLineEndingsOf(original: string, typed: string): string {
  const crlf = original.includes('\r\n') && !/(?:^|[^\r])\n/.test(original);
  return crlf ? typed.replace(/\r?\n/g, '\r\n') : typed;
}
