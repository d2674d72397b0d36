/** A position in the body MDX's parser was given: 1-based line and column. */
export interface BodyPoint {
  line: number;
  column: number;
}

/** A tag of the body and where it starts and ends. */
interface PlacedTag {
  name: string;
  start: BodyPoint;
  end?: BodyPoint;
}

/**
 * What MDX's parser (mdast-util-mdx-jsx, rule `end-tag-mismatch`) found when a tag is not closed:
 * the innermost element still open, and what met it: a closing tag of another name, the end of the
 * paragraph, list item or admonition it stands in, or the end of the doc.
 */
export interface TagMismatch {
  open: PlacedTag;
  /** The closing tag that met the open element, `TabItem` for `</TabItem>`. */
  closing?: PlacedTag;
  /** The Markdown block that ended around the open element (`paragraph`, `listItem`). */
  blockEnd?: string;
}

/** The parser's message and where it put it, as the error it throws carries them. */
export interface ParserError {
  source?: string;
  ruleId?: string;
  reason: string;
  line?: number;
  column?: number;
}

const range = String.raw`\((\d+):(\d+)-(\d+):(\d+)\)`;
const UNEXPECTED_CLOSE = new RegExp(
  String.raw`^Unexpected closing tag \x60</([^\x60>]*)>\x60, expected corresponding closing tag for \x60<([^\x60>]*)>\x60 ${range}$`,
);
const NEVER_CLOSED = new RegExp(
  String.raw`^Expected a closing tag for \x60<([^\x60>]*)>\x60 ${range}(?: before the end of \x60(\w+)\x60)?$`,
);

const point = (line: string, column: string): BodyPoint => ({ line: Number(line), column: Number(column) });

/**
 * Reads a parser error about a tag left open. MDX's own message leads with whatever met the open
 * element (`Unexpected closing tag </TabItem>` for a `<Tabs>` never closed inside a tab), and puts
 * the error there; the open element and its place are in the message only.
 */
export function tagMismatchOf(error: ParserError): TagMismatch | undefined {
  if (error.source !== 'mdast-util-mdx-jsx' || error.ruleId !== 'end-tag-mismatch') return undefined;
  const unexpected = UNEXPECTED_CLOSE.exec(error.reason);
  if (unexpected && error.line !== undefined && error.column !== undefined) {
    const [, closing, open, line, column, endLine, endColumn] = unexpected;
    return {
      open: { name: open, start: point(line, column), end: point(endLine, endColumn) },
      closing: { name: closing, start: { line: error.line, column: error.column } },
    };
  }
  const neverClosed = NEVER_CLOSED.exec(error.reason);
  if (!neverClosed) return undefined;
  const [, open, line, column, endLine, endColumn, blockEnd] = neverClosed;
  return {
    open: { name: open, start: point(line, column), end: point(endLine, endColumn) },
    ...(blockEnd ? { blockEnd } : {}),
  };
}

/** Markdown blocks by the name an editor knows them by. */
const BLOCKS: Record<string, string> = {
  paragraph: 'paragraph',
  listItem: 'list item',
  blockQuote: 'quote',
  directiveContainer: 'admonition',
  tableRow: 'table row',
};

/** `(12:1-12:9)` or `(12:1)`: a place as MDX writes it into messages, which the renderer turns into the file's lines. */
const at = ({ start, end }: PlacedTag) =>
  end ? `(${start.line}:${start.column}-${end.line}:${end.column})` : `(${start.line}:${start.column})`;

/**
 * The message for a tag left open, naming the element actually left open and pointing at its
 * opening tag. Only when the closing tag that met it closes nothing that is open (`strayClosing`:
 * its own opening tag is missing) is that closing tag the fault, and the message points there.
 */
export function tagMismatchMessage(
  { open, closing, blockEnd }: TagMismatch,
  strayClosing = false,
): { message: string; place: BodyPoint } {
  const openTag = `\`<${open.name}>\``;
  const closeOpen = `\`</${open.name}>\``;
  if (closing && strayClosing) {
    return {
      message:
        `\`</${closing.name}>\` ${at(closing)} closes no open \`<${closing.name}>\`: the element open there is ` +
        `${openTag} ${at(open)}. Make it ${closeOpen} if it closes that one; else add the \`<${closing.name}>\` it ` +
        'closes, or delete it',
      place: closing.start,
    };
  }
  const where = closing
    ? `before \`</${closing.name}>\` ${at(closing)}, which closes the element around it`
    : blockEnd
      ? `before the end of its ${BLOCKS[blockEnd] ?? blockEnd}`
      : 'where its content ends (nothing closes it before the end of the doc)';
  return { message: `${openTag} ${at(open)} is never closed: add ${closeOpen} ${where}`, place: open.start };
}
