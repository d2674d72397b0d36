/**
 * Where a message points in a doc, for both places an editor reads it: the file's line and column,
 * as a text editor counts them, then the body's line, as the CMS's body editor counts them (it
 * shows the body without the front matter): `content/docs/wants.mdx:156:1 (line 148 of the body)`.
 * `linesAbove` is the number of lines above the body (the front matter and its `---` lines).
 */
export function docPlace(
  file: string,
  { line, column }: { line?: number; column?: number },
  linesAbove: number,
): string {
  if (line === undefined) return file;
  const inFile = `${file}:${line}${column === undefined ? '' : `:${column}`}`;
  return line > linesAbove && linesAbove > 0 ? `${inFile} (line ${line - linesAbove} of the body)` : inFile;
}
