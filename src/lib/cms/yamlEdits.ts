import {
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  type Document,
  type Node,
  type Pair,
  type Scalar,
  type YAMLMap,
  type YAMLError,
  type YAMLSeq,
} from 'yaml';
import { alignLists } from './alignLists';
import {
  columnOf,
  lineEnd,
  lineStart,
  rendered,
  renderedFlow,
  renderedItem,
  renderedPair,
  renderedScalar,
  shifted,
  startsLine,
  styleOf,
  type YamlStyle,
} from './yamlStyle';

/** Where a node of the file stands, which says how a new value is written in its place. */
interface Place {
  /** Column of the node's key (a map's value), of its dash (a block list's item), 0 at the top. */
  column: number;
  inFlow: boolean;
  /** The pair of a block map whose value the node is. */
  pair?: Pair<Node, Node | null>;
  /** Whether the node is an item of a block list. */
  item?: boolean;
  /** The order keys are added in, at the top level: the form's fields. */
  keyOrder?: readonly string[];
}

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isScalarValue = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** A YAML syntax error's reason, without the position its message ends with: `Missing closing "quote`. */
export const yamlProblem = (error: YAMLError): string =>
  error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');

/** Deep equality of parsed YAML and form data; a key set to undefined is a key left out. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameData(x, b[i]));
  if (!isPlain(a) || !isPlain(b)) return false;
  const keys = (value: Plain) => Object.keys(value).filter((key) => value[key] !== undefined);
  return keys(a).length === keys(b).length && keys(a).every((key) => sameData(a[key], b[key]));
}

/** An empty value in the file (`key:`, `key: ''`): the CMS leaves those out of what it saves, touched or not. */
const isEmptyNode = (node: Node | null) =>
  node === null || (isScalar(node) && (node.value === null || node.value === ''));

const keyOf = (pair: Pair<Node, Node | null>) => (isScalar(pair.key) ? String(pair.key.value) : undefined);

/** The edits to the file's text, in offsets of the original, applied at once. */
class Edits {
  private readonly splices: Array<{ from: number; to: number; text: string }> = [];

  constructor(
    readonly text: string,
    readonly doc: Document.Parsed,
    readonly style: YamlStyle,
  ) {}

  /** Replaces a range with new text written with `\n` line ends. */
  replace(from: number, to: number, text: string): void {
    this.splices.push({ from, to, text: text.replace(/\n/g, this.style.eol) });
  }

  /** Inserts whole lines (text in the file's line ends, ending with one) at a line start or the end of the text. */
  insertLines(pos: number, lines: string): void {
    const unended = pos === this.text.length && this.text !== '' && !this.text.endsWith('\n');
    const text = unended ? this.style.eol + lines.slice(0, -this.style.eol.length) : lines;
    this.splices.push({ from: pos, to: pos, text });
  }

  /** Text in the file's line ends. */
  eol(text: string): string {
    return text.replace(/\n/g, this.style.eol);
  }

  result(): string {
    // Stable: insertions at one offset keep their order, and come before a removal that starts there.
    const ordered = this.splices.map((splice, index) => ({ ...splice, index }));
    ordered.sort((a, b) => a.from - b.from || a.to - b.to || a.index - b.index);
    let out = '';
    let cursor = 0;
    for (const { from, to, text } of ordered) {
      if (from < cursor) throw new Error(`yamlEdits: overlapping edits at offset ${from}`);
      out += this.text.slice(cursor, from) + text;
      cursor = to;
    }
    return out + this.text.slice(cursor);
  }
}

/** Where a block map's pair ends: past its value and what follows it on its last line (a comment). */
const pairEnd = (edits: Edits, pair: Pair<Node, Node | null>) =>
  lineEnd(edits.text, (pair.value ?? (pair.key as Node)).range![1]);

/**
 * Rendered text (ending with a line break) for a range of the file ending at `to`: with its line
 * break if the range ended its line (a block collection or scalar), else without, the line's rest following.
 */
const fitted = (text: string, to: number, rendered: string) =>
  text[to - 1] === '\n' ? rendered : rendered.replace(/\n$/, '');

/** Writes a new value in the node's place, in block style unless the node or its place is flow. */
function replaceNode(edits: Edits, node: Node | null, value: unknown, place: Place): void {
  const { text, style } = edits;
  const flow = place.inFlow || ((isMap(node) || isSeq(node)) && node.flow && (node as YAMLSeq).items.length > 0);
  if (node?.range && flow) {
    const padding = text[node.range[0] + 1] === ' ';
    edits.replace(node.range[0], node.range[1], renderedFlow(value, style, padding));
    return;
  }
  if (place.pair) {
    const from = place.pair.key!.range![1];
    const to = node?.range ? node.range[1] : from;
    // Rendered under a one-letter key, the key's own text stays as written.
    edits.replace(from, to, fitted(text, to, shifted(renderedPair('k', value, style).slice(1), place.column)));
  } else if (place.item && node?.range) {
    const [from, to] = node.range;
    edits.replace(from, to, fitted(text, to, shifted(renderedItem(value, style), place.column)));
  } else if (node?.range) {
    edits.replace(node.range[0], node.range[1], fitted(text, node.range[1], rendered(value, style)));
  } else {
    edits.insertLines(text.length, edits.eol(rendered(value, style)));
  }
}

/** The file's style, with the indentation of a block scalar's lines as the scalar has it. */
function blockStyle(edits: Edits, node: Scalar, place: Place): YamlStyle {
  if (node.type !== 'BLOCK_LITERAL' && node.type !== 'BLOCK_FOLDED') return edits.style;
  const firstLine = edits.text.slice(lineEnd(edits.text, node.range![0] + 1), node.range![1]);
  const indent = /^ */.exec(firstLine)![0].length - place.column;
  return indent > 0 ? { ...edits.style, options: { ...edits.style.options, indent } } : edits.style;
}

function editNode(edits: Edits, node: Node | null, value: unknown, place: Place): void {
  if (node && sameData(node.toJS(edits.doc), value)) return;
  // A parsed document's collections hold nodes.
  if (isMap(node) && isPlain(value) && Object.keys(value).length > 0)
    return editMap(edits, node as YAMLMap<Node, Node | null>, value, place);
  if (isSeq(node) && Array.isArray(value) && value.length > 0)
    return editList(edits, node as YAMLSeq<Node>, value, place);
  if (isScalar(node) && node.range && node.range[0] < node.range[1] && isScalarValue(value)) {
    const [from, to] = node.range;
    const scalar = renderedScalar(value, node.type, place.inFlow, blockStyle(edits, node, place));
    edits.replace(from, to, fitted(edits.text, to, shifted(scalar, place.column)));
    return;
  }
  replaceNode(edits, node, value, place);
}

function editMap(edits: Edits, map: YAMLMap<Node, Node | null>, value: Plain, place: Place): void {
  const { text, style } = edits;
  const pairs = map.items;
  const keys = pairs.map(keyOf);
  if (keys.some((key) => key === undefined)) return replaceNode(edits, map, value, place);
  const present = (key: string) => value[key] !== undefined;
  // A key left out is one the editor cleared, unless it was empty already.
  const removed = pairs.filter((pair, index) => !present(keys[index]!) && !isEmptyNode(pair.value));
  const order = [...new Set([...(place.keyOrder ?? []), ...Object.keys(value)])];
  const added = order.filter((key) => present(key) && !keys.includes(key));
  if (map.flow) {
    if (removed.length > 0 || added.length > 0) return replaceNode(edits, map, value, place);
    pairs.forEach((pair, index) => editNode(edits, pair.value, value[keys[index]!], { column: 0, inFlow: true }));
    return;
  }
  const first = pairs[0].key.range![0];
  const column = columnOf(text, first);
  // A map that starts on its list item's line (`- type: doc`) cannot lose or gain its first line in place.
  const kept = pairs.filter((pair) => !removed.includes(pair));
  const anchorOf = (key: string) => {
    const before = order.slice(0, order.indexOf(key)).reverse();
    return before.map((name) => kept.find((pair) => keyOf(pair) === name)).find((pair) => pair !== undefined);
  };
  const firstMoves = removed.includes(pairs[0]) || added.some((key) => anchorOf(key) === undefined);
  if (!startsLine(text, first) && firstMoves) return replaceNode(edits, map, value, place);

  pairs.forEach((pair, index) => {
    if (present(keys[index]!))
      editNode(edits, pair.value, value[keys[index]!], {
        column: columnOf(text, pair.key.range![0]),
        inFlow: false,
        pair,
      });
  });
  for (const pair of removed) edits.replace(lineStart(text, pair.key.range![0]), pairEnd(edits, pair), '');
  const top = lineStart(text, (kept[0] ?? pairs[0]).key.range![0]);
  for (const key of added) {
    const anchor = anchorOf(key);
    edits.insertLines(
      anchor ? pairEnd(edits, anchor) : top,
      edits.eol(shifted(renderedPair(key, value[key], style), column, true)),
    );
  }
}

/** The dash of a block list's item, when the item's line holds nothing else before the item. */
function dashOf(text: string, item: Node): number | undefined {
  const start = lineStart(text, item.range![0]);
  const prefix = /^[ \t]*-[ \t]+$/.exec(text.slice(start, item.range![0]));
  return prefix ? start + prefix[0].indexOf('-') : undefined;
}

/** Whether the line from `start` to `end` is a comment indented deeper than `column`. */
function isInnerComment(text: string, start: number, end: number, column: number): boolean {
  const line = text.slice(start, end);
  return end > start && line.trimStart().startsWith('#') && line.length - line.trimStart().length > column;
}

function editList(edits: Edits, list: YAMLSeq<Node>, value: unknown[], place: Place): void {
  const { text, style } = edits;
  const items = list.items;
  if (list.flow) {
    if (items.length !== value.length) return replaceNode(edits, list, value, place);
    items.forEach((item, index) => editNode(edits, item, value[index], { column: 0, inFlow: true }));
    return;
  }
  const dashes = items.map((item) => (item.range ? dashOf(text, item) : undefined));
  if (dashes.some((dash) => dash === undefined)) return replaceNode(edits, list, value, place);
  const column = columnOf(text, dashes[0]!);
  // An item's lines: from its dash to its end, with the comments below it indented as its content.
  const lines = (index: number) => {
    let end = lineEnd(text, items[index].range![1]);
    while (isInnerComment(text, end, lineEnd(text, end + 1), column)) end = lineEnd(text, end + 1);
    return [lineStart(text, items[index].range![0]), end];
  };
  const steps = alignLists(
    items.map((item) => item.toJS(edits.doc)),
    value,
    sameData,
  );
  let at = lines(0)[0];
  for (const step of steps) {
    if (step.kind === 'keep' || step.kind === 'edit') {
      if (step.kind === 'edit')
        editNode(edits, items[step.from], value[step.to], { column, inFlow: false, item: true });
      at = lines(step.from)[1];
    } else if (step.kind === 'remove') {
      const [from, to] = lines(step.from);
      edits.replace(from, to, '');
    } else if (step.moved !== undefined) {
      // An item dragged to another place keeps its text, comments inside it included.
      const [from, to] = lines(step.moved);
      const moved = text.slice(from, to);
      edits.insertLines(at, moved.endsWith('\n') ? moved : moved + style.eol);
    } else {
      edits.insertLines(at, edits.eol(shifted(`- ${renderedItem(value[step.to], style)}`, column, true)));
    }
  }
}

/**
 * The YAML text `text` with `data` written into it as edits: a value the data leaves as it is
 * keeps its text, comments, quotes and line breaks; a changed scalar keeps its style (quotes,
 * block) where the value allows it; a key the data leaves out is removed with its lines (unless
 * its value was empty: the CMS leaves empty values out of what it saves); a new key goes after
 * the key before it in `keyOrder` (the form's fields) or the data, in the file's indentation and
 * quotes; list items are matched by value, so an added, removed or moved item leaves the others'
 * text as it is. Comments are kept, those of a removed entry included. Values are never folded
 * over lines. An empty text (a new file) gives the data as YAML, keys in `keyOrder`.
 * Throws when `text` is not valid YAML: its values would be lost.
 */
export function editYaml(text: string, data: Plain, keyOrder: readonly string[] = []): string {
  const doc = parseDocument(text);
  if (doc.errors.length > 0)
    throw new Error(
      `The YAML as the CMS loaded it does not parse (${yamlProblem(doc.errors[0])}): fix it in the file first; saving here would lose its values.`,
    );
  const edits = new Edits(text, doc, styleOf(doc, text));
  const contents = doc.contents as Node | null;
  if (contents === null || (isScalar(contents) && contents.value === null && contents.source === '')) {
    const rank = (key: string) => (keyOrder.includes(key) ? keyOrder.indexOf(key) : keyOrder.length);
    const sorted = Object.keys(data).sort((a, b) => rank(a) - rank(b));
    const fresh = Object.fromEntries(sorted.filter((key) => data[key] !== undefined).map((key) => [key, data[key]]));
    if (Object.keys(fresh).length > 0) edits.insertLines(text.length, edits.eol(rendered(fresh, edits.style)));
  } else {
    editNode(edits, contents, data, { column: 0, inFlow: false, keyOrder });
  }
  return edits.result();
}
