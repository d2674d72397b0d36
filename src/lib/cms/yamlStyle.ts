import { Document, isMap, isScalar, isSeq, visit, type Scalar, type ToStringOptions, type YAMLMap } from 'yaml';

/** Offset of the first character of the line holding `pos`. */
export const lineStart = (text: string, pos: number): number => text.lastIndexOf('\n', pos - 1) + 1;

/** Offset just past the line break that ends the line holding `pos`; `pos` itself when a line starts there. */
export function lineEnd(text: string, pos: number): number {
  if (pos > 0 && text[pos - 1] === '\n') return pos;
  const end = text.indexOf('\n', pos);
  return end < 0 ? text.length : end + 1;
}

export const columnOf = (text: string, pos: number): number => pos - lineStart(text, pos);

/** Whether only blanks stand before `pos` on its line. */
export const startsLine = (text: string, pos: number): boolean => text.slice(lineStart(text, pos), pos).trim() === '';

/**
 * How a YAML file is written, so that what the CMS adds to it reads like the rest: its indentation,
 * whether lists under a key are indented, the quotes it uses, its line ends. Values are never folded
 * over lines: a long description stays on its line.
 */
export interface YamlStyle {
  options: ToStringOptions;
  eol: '\n' | '\r\n';
}

/** The style of `text`, parsed as `doc`; a file that shows none gets the `yaml` package's. */
export function styleOf(doc: Document.Parsed, text: string): YamlStyle {
  let indent: number | undefined;
  let indentSeq: boolean | undefined;
  const quotes = { QUOTE_SINGLE: 0, QUOTE_DOUBLE: 0 };
  visit(doc, {
    Pair(_, pair) {
      const key = isScalar(pair.key) && pair.key.range ? columnOf(text, pair.key.range[0]) : undefined;
      const value = pair.value;
      if (key === undefined || (!isMap(value) && !isSeq(value)) || value.flow || !value.range) return;
      const child = columnOf(text, value.range[0]);
      if (isMap(value) && child > key) indent ??= child - key;
      // A block list starts at its first dash.
      if (isSeq(value)) indentSeq ??= child > key;
    },
    Scalar(_, scalar) {
      if (scalar.type === 'QUOTE_SINGLE' || scalar.type === 'QUOTE_DOUBLE') quotes[scalar.type] += 1;
    },
  });
  const singleQuote =
    quotes.QUOTE_SINGLE > quotes.QUOTE_DOUBLE ? true : quotes.QUOTE_DOUBLE > quotes.QUOTE_SINGLE ? false : null;
  return {
    options: { indent: indent ?? 2, indentSeq: indentSeq ?? true, singleQuote, lineWidth: 0, minContentWidth: 0 },
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  };
}

/** `text` with every line after the first (and the first too if `first`) moved right by `column`; empty lines stay empty. */
export function shifted(text: string, column: number, first = false): string {
  const pad = ' '.repeat(column);
  return text
    .split('\n')
    .map((line, index) => (line === '' || (index === 0 && !first) ? line : pad + line))
    .join('\n');
}

const document = (value: unknown) => new Document(value, { aliasDuplicateObjects: false });

/** `value` as a YAML document: block collections, one line per scalar. Ends with a line break. */
export function rendered(value: unknown, style: YamlStyle): string {
  return document(value).toString(style.options);
}

/** `key: value` in block style, nested lines indented from column 0. Ends with a line break. */
export const renderedPair = (key: string, value: unknown, style: YamlStyle): string =>
  rendered({ [key]: value }, style);

/** `value` as a block list item, without its `- `: nested lines indented from the dash at column 0. */
export const renderedItem = (value: unknown, style: YamlStyle): string => rendered([value], style).slice(2);

/**
 * A scalar in the place of one written as `type` (plain, quoted, block), in that style when the value
 * allows it. In block context the text is as after `key: ` at column 0 (a block scalar's lines
 * indented from there); in a flow collection it is what stands between its commas.
 */
export function renderedScalar(value: unknown, type: Scalar.Type | undefined, inFlow: boolean, style: YamlStyle) {
  const doc = document(inFlow ? [value] : { k: value });
  const collection = doc.contents as YAMLMap<unknown, Scalar> & { flow?: boolean };
  const scalar = inFlow ? (collection.items[0] as unknown as Scalar) : collection.items[0].value!;
  if (type) scalar.type = type;
  if (inFlow) collection.flow = true;
  const text = doc.toString({ ...style.options, flowCollectionPadding: false });
  return inFlow ? text.slice(1, -2) : text.slice('k: '.length);
}

/** `value` as a flow collection (`[a, b]`, `{ a: 1 }`) or scalar, on one line. */
export function renderedFlow(value: unknown, style: YamlStyle, padding: boolean): string {
  return document(value)
    .toString({ ...style.options, collectionStyle: 'flow', flowCollectionPadding: padding })
    .replace(/\n$/, '');
}
