import { markdownTable } from 'markdown-table';

/** The parts of an mdast node the writer reads. */
export interface WritableNode {
  type: string;
  value?: string;
  url?: string;
  title?: string | null;
  alt?: string | null;
  depth?: number;
  ordered?: boolean | null;
  start?: number | null;
  spread?: boolean | null;
  checked?: boolean | null;
  lang?: string | null;
  meta?: string | null;
  align?: (string | null)[] | null;
  /** A footnote's label as written, and its identifier (the label normalised). */
  label?: string | null;
  identifier?: string;
  children?: WritableNode[];
}

/*
 * A doc's twin is written for every doc of every build, and mdast-util-to-markdown, which weighs
 * every character of every text against some sixty patterns of what it could start, took a fifth
 * of a render worker's time per doc (4 to 5 of 26 to 34 ms; docs/benchmarks.md). This writer
 * covers what docs are made of (paragraphs, headings, lists, quotes, code, tables, emphasis, code
 * spans, links, images, and footnotes such as the glossary's) with escapes that do not depend on the
 * context beyond the start of a line, and gives up (`undefined`) on the rest, which
 * mdast-util-to-markdown then writes: references, definitions, footnotes whose labels would need
 * escapes, attention that only character references could keep,
 * lists next to lists, CR line endings. What it writes parses to the tree mdast-util-to-markdown's
 * output parses to (twinWriter.test.ts checks both writers on the same trees).
 */

/** The tree holds something this writer leaves to mdast-util-to-markdown. */
class LeftToToMarkdown extends Error {}

const leave = (): never => {
  throw new LeftToToMarkdown();
};

/** What surrounds a run of phrasing content. */
interface Phrasing {
  /** Its first character starts a line (a paragraph's), where `#`, `>`, `-`, `+`, `=` and `1.` start blocks. */
  lineStart: boolean;
  /** A heading's, which cannot hold a line ending and whose last `#` would close it. */
  heading: boolean;
  /** A table cell's, which cannot hold a line ending and whose code spans escape `|`. */
  cell: boolean;
  /**
   * The characters just outside it, which decide whether `_` and `*` can open and close there, and
   * whether a `(` after a footnote's `]` would read as a link's destination.
   */
  before: string;
  after: string;
}

const isWhitespace = (character: string) => character === '' || /\s/.test(character);
const isPunctuation = (character: string) => /[\p{P}\p{S}]/u.test(character);
const isWordy = (character: string) => !isWhitespace(character) && !isPunctuation(character);
const isAlphanumeric = (character: string) => /[\p{L}\p{N}]/u.test(character);

/** `&#x20;`: how a space or tab is written where Markdown would drop it. */
const reference = (character: string) => `&#x${character.charCodeAt(0).toString(16).toUpperCase()};`;

/** Characters that start or end inline constructs anywhere: always escaped. */
const ALWAYS = new Set(['*', '[', ']', '`', '~', '|']);
/** Characters that start a block at the start of a line. */
const AT_LINE_START = new Set(['#', '>', '-', '+', '=']);

/** Text as Markdown that reads as that text: every character that could start something escaped. */
function text(value: string, where: Phrasing): string {
  if (value.includes('\r') || ((where.heading || where.cell) && value.includes('\n'))) leave();
  let out = '';
  let lineStart = where.lineStart;
  for (let index = 0; index < value.length; index += 1) {
    const character = value[index];
    const next = value[index + 1] ?? '';
    // A line ending at the start of a line would end the paragraph: written as a reference, as spaces there are.
    if (character === '\n' && !lineStart) {
      lineStart = true;
      out += character;
      continue;
    }
    if (lineStart && (character === ' ' || character === '\t' || character === '\n')) {
      out += reference(character);
      lineStart = false;
      continue;
    }
    const starting = lineStart;
    lineStart = false;
    if ((character === ' ' || character === '\t') && (next === '\n' || (next === '' && where.after === '\n'))) {
      out += reference(character);
    } else if (
      ALWAYS.has(character) ||
      (index === 0 && character === '(' && where.before === ']') ||
      (starting && AT_LINE_START.has(character)) ||
      (character === '\\' && (next === '' || next === '\n' || /[!-/:-@[-`{-~]/.test(next))) ||
      (character === '_' && !(isAlphanumeric(value[index - 1] ?? '') && isAlphanumeric(next))) ||
      (character === '<' && /[!/?A-Za-z]/.test(next)) ||
      (character === '&' && /[#A-Za-z]/.test(next)) ||
      (character === '!' && next === '' && where.after === '[') ||
      (character === ':' && /[ps]/.test(value[index - 1] ?? '') && next === '/') ||
      (character === '.' && /[Ww]/.test(value[index - 1] ?? '') && /[-.\w]/.test(next)) ||
      (character === '@' && /[-+.\w]/.test(value[index - 1] ?? '') && /[-.\w]/.test(next)) ||
      (where.heading && character === '#' && next === '' && where.after === '\n')
    ) {
      out += `\\${character}`;
    } else {
      out += character;
    }
    // `1.` or `1)` at the start of a line starts an ordered list.
    if (starting && /\d/.test(character)) {
      const digits = /^\d+/.exec(value.slice(index))![0];
      const marker = value[index + digits.length];
      if (marker === '.' || marker === ')') {
        out += `${digits.slice(1)}\\${marker}`;
        index += digits.length;
      }
    }
  }
  return out;
}

/** A code span: fenced by more backticks than any run in it, its line endings as spaces (which it reads as). */
function inlineCode(node: WritableNode, where: Phrasing): string {
  let value = (node.value ?? '').replace(/\r?\n|\r/g, ' ');
  let sequence = '`';
  while (new RegExp(`(^|[^\`])${sequence}([^\`]|$)`).test(value)) sequence += '`';
  if (/[^ ]/.test(value) && ((value.startsWith(' ') && value.endsWith(' ')) || /^`|`$/.test(value)))
    value = ` ${value} `;
  // A table splits its rows at pipes before it reads code spans.
  if (where.cell) value = value.replace(/\|/g, '\\|');
  return sequence + value + sequence;
}

/** A link's or image's destination and title: `(url "title")`, in angle brackets when it holds spaces or controls. */
function resource(node: WritableNode): string {
  const url = node.url ?? '';
  const title = node.title ?? '';
  if (/[<>\n\r]/.test(url) || /[\n\r]/.test(title)) leave();
  const escaped = (value: string) => value.replace(/[\\"()]|&(?=[#A-Za-z])/g, (character) => `\\${character}`);
  const destination =
    (url === '' && title !== '') || /[\0- \u007F]/.test(url) ? `<${url.replace(/\\/g, '\\\\')}>` : escaped(url);
  return `(${destination}${title ? ` "${escaped(title)}"` : ''})`;
}

const ATTENTION: Record<string, string> = { emphasis: '_', strong: '**', delete: '~~' };

/** A footnote's label, as written in its call and its definition (`^` and the brackets aside): only those that need no escape. */
function footnoteLabel(node: WritableNode): string {
  const label = node.label || node.identifier || '';
  return /^[\w-]+$/.test(label) ? label : leave();
}

/** Emphasis, strong or strikethrough around phrasing already written, with markers that open and close there. */
function attention(node: WritableNode, inner: string, before: string, after: string): string {
  if (inner === '' || isWhitespace(inner[0]) || isWhitespace(inner.at(-1)!)) leave();
  // `_` does not open or close inside a word; `*` does.
  let marker = ATTENTION[node.type];
  if (marker === '_' && (isWordy(before) || isWordy(after))) marker = '*';
  // A marker next to punctuation inside and a letter outside cannot open or close: only a character reference could.
  if ((isPunctuation(inner[0]) && isWordy(before)) || (isPunctuation(inner.at(-1)!) && isWordy(after))) leave();
  if (inner.startsWith(marker[0]) || inner.endsWith(marker[0]) || before === marker[0] || after === marker[0]) leave();
  return marker + inner + marker;
}

function inline(node: WritableNode, where: Phrasing): string {
  switch (node.type) {
    case 'text':
      return text(node.value ?? '', where);
    case 'inlineCode':
      return inlineCode(node, where);
    case 'break':
      return where.heading || where.cell ? leave() : '\\\n';
    case 'link':
      return `[${phrasing(node.children ?? [], { ...where, lineStart: false, before: '[', after: ']' })}]${resource(node)}`;
    case 'image':
      return `![${text(node.alt ?? '', { ...where, lineStart: false, before: '[', after: ']' })}]${resource(node)}`;
    // At the start of a line, `[^label]:` would be a definition.
    case 'footnoteReference':
      return where.lineStart ? leave() : `[^${footnoteLabel(node)}]`;
    default:
      return leave();
  }
}

/** Phrasing content: each node written, then attention wrapped with what ended up around it. */
function phrasing(nodes: WritableNode[], where: Phrasing): string {
  const parts: string[] = [];
  nodes.forEach((node, index) => {
    const previous = nodes[index - 1];
    const lineStart =
      index === 0 ? where.lineStart : previous.type in ATTENTION ? false : parts[index - 1].endsWith('\n');
    const next = nodes[index + 1];
    if (node.type in ATTENTION) {
      if (next && next.type in ATTENTION) leave();
      parts.push('');
      return;
    }
    const after = next
      ? next.type in ATTENTION
        ? '*'
        : next.type === 'link' || next.type === 'footnoteReference'
          ? '['
          : ''
      : where.after;
    const before = previous?.type === 'footnoteReference' ? ']' : '';
    parts.push(inline(node, { ...where, lineStart, before, after }));
  });
  nodes.forEach((node, index) => {
    if (!(node.type in ATTENTION)) return;
    const before = index === 0 ? where.before : (parts[index - 1].at(-1) ?? '');
    const after = index === nodes.length - 1 ? where.after : (parts[index + 1][0] ?? '');
    const inner = phrasing(node.children ?? [], { ...where, lineStart: false, before: '*', after: '*' });
    parts[index] = attention(node, inner, before, after);
  });
  return parts.join('');
}

/** Blank lines between two blocks, as mdast-util-to-markdown's `join` decides them for these blocks. */
function blankLinesBetween(left: WritableNode, right: WritableNode, parent: WritableNode): number {
  if (left.type === 'list' && right.type === 'list') leave();
  if (typeof parent.spread !== 'boolean' || parent.spread) return 1;
  if (left.type === 'blockquote' && right.type === 'blockquote') return 1;
  const firstItem = right.children?.[0];
  if (
    left.type === 'paragraph' &&
    right.type === 'list' &&
    ((right.ordered && typeof right.start === 'number' && right.start !== 1) ||
      (firstItem !== undefined && (firstItem.children ?? []).length === 0))
  )
    return 1;
  if (left.type === 'paragraph' && right.type === 'thematicBreak') return 1;
  let tail = left;
  while (['blockquote', 'list', 'listItem'].includes(tail.type) && (tail.children ?? []).length > 0)
    tail = tail.children!.at(-1)!;
  if (tail.type !== 'paragraph') return 0;
  return (left.type === 'paragraph' || left !== tail) && right.type === 'paragraph' ? 1 : 0;
}

function flow(parent: WritableNode): string {
  const nodes = parent.children ?? [];
  return nodes
    .map((node, index) =>
      index === 0 ? block(node) : `${'\n'.repeat(1 + blankLinesBetween(nodes[index - 1], node, parent))}${block(node)}`,
    )
    .join('');
}

/** Each line of `value` after a prefix: `first` for the first line, `rest` for the others; blank lines keep the prefix's trimmed form. */
function indented(value: string, first: string, rest: string): string {
  return value
    .split('\n')
    .map((line, index) => {
      const prefix = index === 0 ? first : rest;
      return line === '' ? prefix.trimEnd() : prefix + line;
    })
    .join('\n');
}

function listItem(item: WritableNode, bullet: string): string {
  const [head] = item.children ?? [];
  if (head?.type !== 'paragraph') leave();
  const checkbox = typeof item.checked === 'boolean' ? `[${item.checked ? 'x' : ' '}] ` : '';
  const size = bullet.length + 1;
  return indented(flow(item), `${bullet} ${checkbox}`, ' '.repeat(size));
}

function table(node: WritableNode): string {
  const rows = (node.children ?? []).map((row) =>
    (row.children ?? []).map((cell) =>
      phrasing(cell.children ?? [], { lineStart: false, heading: false, cell: true, before: '|', after: '|' }),
    ),
  );
  return markdownTable(rows, { align: node.align ?? [], fillRows: false });
}

function code(node: WritableNode): string {
  const value = node.value ?? '';
  const lang = node.lang ?? '';
  const meta = node.meta ?? '';
  // Info strings read escapes and references, and a backtick or line ending ends them: left to mdast-util-to-markdown.
  if (/[`\\&\n\r]/.test(lang + meta) || /\s/.test(lang) || (meta !== '' && lang === '')) leave();
  // A loop, not Math.max(...runs): a block of a hundred thousand runs would overflow the call stack.
  const longestRun = (value.match(/`+/g) ?? []).reduce((longest, run) => Math.max(longest, run.length), 0);
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  return `${fence}${lang}${meta ? ` ${meta}` : ''}\n${value ? `${value}\n` : ''}${fence}`;
}

function block(node: WritableNode): string {
  switch (node.type) {
    case 'paragraph': {
      const content = phrasing(node.children ?? [], {
        lineStart: true,
        heading: false,
        cell: false,
        before: '\n',
        after: '\n',
      });
      return content === '' ? leave() : content;
    }
    case 'heading': {
      const depth = node.depth ?? 1;
      const content = phrasing(node.children ?? [], {
        lineStart: false,
        heading: true,
        cell: false,
        before: ' ',
        after: '\n',
      });
      if (/^[\t ]/.test(content)) leave();
      return content ? `${'#'.repeat(depth)} ${content}` : '#'.repeat(depth);
    }
    case 'thematicBreak':
      return '---';
    case 'blockquote':
      return indented(flow(node), '> ', '> ');
    case 'list': {
      const items = node.children ?? [];
      const first = typeof node.start === 'number' && node.start > -1 ? node.start : 1;
      return items
        .map((item, index) => {
          const written = listItem(item, node.ordered ? `${first + index}.` : '-');
          return index === 0
            ? written
            : `${'\n'.repeat(1 + blankLinesBetween(items[index - 1], item, node))}${written}`;
        })
        .join('');
    }
    case 'code':
      return code(node);
    case 'table':
      return table(node);
    case 'footnoteDefinition': {
      const label = `[^${footnoteLabel(node)}]:`;
      return (node.children ?? []).length === 0 ? label : indented(flow(node), `${label} `, '    ');
    }
    default:
      return leave();
  }
}

/**
 * The twin's tree (`markdownTwin.ts`) as Markdown, as mdast-util-to-markdown writes it with the
 * twin's options where this writer covers the tree, else `undefined`.
 */
export function writeTwin(root: WritableNode): string | undefined {
  try {
    const markdown = flow(root);
    return markdown === '' ? '' : `${markdown}\n`;
  } catch (error) {
    if (error instanceof LeftToToMarkdown) return undefined;
    throw error;
  }
}
