import type { DocLabels } from './docLabels';

/**
 * The kinds of admonition editors can write, as Docusaurus and Starlight name them, with their
 * default titles in English (the catalogue's `admonition.<kind>`, which a locale translates).
 */
export const ADMONITIONS = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
} as const;

export type AdmonitionType = keyof typeof ADMONITIONS;

/** The title of each kind of admonition written without one, in the doc's language. */
export type AdmonitionTitles = Record<AdmonitionType, string>;

/** The default titles a locale's strings give (`admonition.note` ...). */
export const admonitionTitlesIn = (strings: Record<`admonition.${AdmonitionType}`, string>): AdmonitionTitles =>
  Object.fromEntries(
    Object.keys(ADMONITIONS).map((type) => [type, strings[`admonition.${type as AdmonitionType}`]]),
  ) as AdmonitionTitles;

/** The parts of an mdast (Markdown syntax tree) node the admonition plugin reads and writes. */
interface MdastNode {
  type: string;
  name?: string;
  value?: string;
  children?: MdastNode[];
  data?: Record<string, unknown>;
  position?: { start: { line: number; column: number; offset?: number }; end: { offset?: number } };
}

interface MarkdownFile {
  value?: unknown;
  /** `docLabels`: the default titles in the doc's language (the English without them). */
  data?: { docLabels?: DocLabels };
  message(reason: string, place?: unknown): unknown;
}

const isAdmonition = (name: string | undefined): name is AdmonitionType =>
  name !== undefined && Object.hasOwn(ADMONITIONS, name);

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const LEGACY_TITLE = /^(\s*:{3,})(note|tip|info|warning|danger)[ \t]+(?![[{])(.+?)\s*$/;

/**
 * Docusaurus also takes an admonition's title after a space (`:::tip Price alerts`); the directive
 * syntax wants it in brackets (`:::tip[Price alerts]`). Rewrites the first form to the second,
 * outside fenced code, line for line, so positions in messages stay right.
 */
export function admonitionTitlesToLabels(source: string): string {
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const opening = FENCE.exec(line)?.[1];
      if (fence) {
        if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = null;
        return line;
      }
      if (opening) {
        fence = opening;
        return line;
      }
      return line.replace(
        LEGACY_TITLE,
        (_line, colons: string, type: string, title: string) => `${colons}${type}[${title.replace(/[[\]]/g, '\\$&')}]`,
      );
    })
    .join('\n');
}

/** The source text a node was parsed from, to give back a directive that was never meant as one. */
function sourceOf(node: MdastNode, file: MarkdownFile): string {
  const { start, end } = node.position ?? { start: {}, end: {} };
  return typeof file.value === 'string' && start.offset !== undefined && end.offset !== undefined
    ? file.value.slice(start.offset, end.offset)
    : '';
}

function admonition(node: MdastNode, type: AdmonitionType, titles: AdmonitionTitles): void {
  const children = node.children ?? [];
  const label = children[0]?.data?.directiveLabel ? children.shift() : undefined;
  const titleChildren = label
    ? // A custom title still says what kind of admonition it is, to screen readers.
      [
        {
          type: 'emphasis',
          data: { hName: 'span', hProperties: { className: ['visually-hidden'] } },
          children: [{ type: 'text', value: `${titles[type]}: ` }],
        },
        ...(label.children ?? []),
      ]
    : [{ type: 'text', value: titles[type] }];
  node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${type}`], role: 'note' } };
  node.children = [
    {
      type: 'paragraph',
      data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
      children: titleChildren,
    },
    ...children,
  ];
}

function transform(parent: MdastNode, file: MarkdownFile): void {
  const children = parent.children ?? [];
  for (let index = 0; index < children.length; index += 1) {
    const node = children[index];
    if (node.type === 'containerDirective') {
      if (isAdmonition(node.name))
        admonition(node, node.name, file.data?.docLabels ? admonitionTitlesIn(file.data.docLabels) : ADMONITIONS);
      else {
        file.message(
          `Unknown admonition ":::${node.name}"; use one of ${Object.keys(ADMONITIONS)
            .map((name) => `:::${name}`)
            .join(', ')}. Its content is shown without a box.`,
          node.position,
        );
        children.splice(index, 1, ...(node.children ?? []));
        index -= 1;
        continue;
      }
    } else if (node.type === 'textDirective' || node.type === 'leafDirective') {
      // `Settings:Alerts` reads as a text directive; it was text, and stays text.
      const value = sourceOf(node, file);
      children[index] =
        node.type === 'leafDirective'
          ? { type: 'paragraph', children: [{ type: 'text', value }] }
          : { type: 'text', value };
      continue;
    }
    transform(node, file);
  }
}

/**
 * Remark plugin, after remark-directive: `:::note`, `:::tip`, `:::info`, `:::warning` and
 * `:::danger` blocks (optional title: `:::tip[Price alerts]`) become boxes with the role of a note
 * and a title, by default the kind's in `file.data.docLabels` (the doc's language), else in
 * English; colons that were never meant as a directive stay text.
 */
export default function remarkAdmonitions() {
  return (tree: MdastNode, file: MarkdownFile) => transform(tree, file);
}
