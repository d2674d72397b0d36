import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { ADMONITIONS, type AdmonitionType } from './admonitions';
import type { GlossaryTermNode } from './glossaryTerms';
import { needsResolving, twinLinkPlaceholder, type MarkdownTwin } from './twinLinks';
import { writeTwin } from './twinWriter';

/** The parts of an mdast node, as the content plugins leave it, that the twin reads. */
interface MdastNode {
  type: string;
  name?: string;
  value?: string;
  url?: string;
  depth?: number;
  identifier?: string;
  label?: string;
  children?: MdastNode[];
  data?: { hName?: string; hProperties?: Record<string, unknown> };
}

/** Where the conversion is: the links met so far, the depth of the last heading (for the tabs' headings), the glossary terms used, by footnote. */
interface Walk {
  links: string[];
  headingDepth: number;
  terms: Map<string, GlossaryTermNode['term']>;
}

/** Nodes whose children are phrasing content: an element among them stays inline. */
const PHRASING_PARENTS = new Set([
  'paragraph',
  'heading',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'tableCell',
]);

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'image',
  'linkReference',
  'imageReference',
  'footnoteReference',
]);

const text = (value: string): MdastNode => ({ type: 'text', value });
const paragraph = (children: MdastNode[]): MdastNode => ({ type: 'paragraph', children });
const strong = (children: MdastNode[]): MdastNode => ({ type: 'strong', children });

const textOf = (node: MdastNode): string => node.value ?? (node.children ?? []).map(textOf).join('');

/** Flow content from nodes that may be phrasing (an element's text on its own lines): each run of them a paragraph. */
function asFlow(nodes: MdastNode[]): MdastNode[] {
  const flow: MdastNode[] = [];
  let run: MdastNode[] = [];
  const endRun = () => {
    // The line breaks around an element's text in the source are no text of the paragraph.
    const first = run[0];
    const last = run.at(-1);
    if (first?.type === 'text') run[0] = text((first.value ?? '').trimStart());
    if (last?.type === 'text') run[run.length - 1] = text((run.at(-1)!.value ?? '').trimEnd());
    const kept = run.filter((node) => node.type !== 'text' || node.value !== '');
    if (kept.length > 0) flow.push(paragraph(kept));
    run = [];
  };
  for (const node of nodes) {
    if (PHRASING.has(node.type)) run.push(node);
    else {
      endRun();
      flow.push(node);
    }
  }
  endRun();
  return flow;
}

function children(node: MdastNode, walk: Walk, inPhrasing: boolean): MdastNode[] {
  return (node.children ?? []).flatMap((child) => twinNodes(child, walk, inPhrasing));
}

/** An admonition as a quote whose first line is its label, in bold: `> **Tip: Price alerts**`. */
function admonition(node: MdastNode, type: AdmonitionType, walk: Walk): MdastNode {
  const [title, ...body] = node.children ?? [];
  // The admonition plugin wrote the title: its kind hidden for sight before a custom title, or the kind alone.
  const label = (title?.children ?? []).flatMap((part) =>
    part.data?.hName === 'span' ? (part.children ?? []) : twinNodes(part, walk, true),
  );
  return {
    type: 'blockquote',
    children: [
      paragraph([strong(label.length > 0 ? label : [text(ADMONITIONS[type])])]),
      ...asFlow(body.flatMap((child) => twinNodes(child, walk, false))),
    ],
  };
}

/** Tabs as a heading per tab, one level below the heading they stand under, each followed by its content. */
function tabs(node: MdastNode, walk: Walk): MdastNode[] {
  const depth = Math.min(6, walk.headingDepth + 1);
  return (node.children ?? [])
    .filter((item) => item.data?.hName === 'TabItem')
    .flatMap((item) => {
      const props = item.data?.hProperties ?? {};
      const label = String(props.label ?? props.value ?? '');
      return [{ type: 'heading', depth, children: [text(label)] }, ...asFlow(children(item, walk, false))];
    });
}

/** An allowed HTML element or component (the content profile made each a plain element) as Markdown. */
function element(node: MdastNode, walk: Walk, inPhrasing: boolean): MdastNode[] {
  const name = node.data?.hName;
  const inner = () => children(node, walk, inPhrasing);
  const block = (nodes: MdastNode[]) => (inPhrasing ? nodes : asFlow(nodes));
  switch (name) {
    case 'Tabs':
      return tabs(node, walk);
    case 'details':
    case 'dl':
    case 'dd':
    case 'TabItem':
      return block(inner());
    case 'summary':
    case 'dt':
      return block([strong(children(node, walk, true))]);
    case 'kbd':
      return [{ type: 'inlineCode', value: textOf(node) }];
    case 'br':
      return [{ type: 'break' }];
    case 'del':
      return block([{ type: 'delete', children: children(node, walk, true) }]);
    case 'abbr':
      return block([...children(node, walk, true), text(` (${String(node.data?.hProperties?.title ?? '')})`)]);
    default:
      // sup, sub, mark, ins: their text, which Markdown has no mark for.
      return inner();
  }
}

/** A glossary term as its words, with a footnote that holds its definition (the twin's last lines). */
function glossaryTerm({ label, term }: GlossaryTermNode, walk: Walk): MdastNode[] {
  const identifier = `term-${term.id}`;
  walk.terms.set(identifier, term);
  return [text(label), { type: 'footnoteReference', identifier, label: identifier }];
}

function twinNodes(node: MdastNode, walk: Walk, inPhrasing: boolean): MdastNode[] {
  if (node.type === 'glossaryTerm') return glossaryTerm(node as GlossaryTermNode, walk);
  if (node.type === 'containerDirective' && node.name && Object.hasOwn(ADMONITIONS, node.name))
    return [admonition(node, node.name as AdmonitionType, walk)];
  if (node.type === 'allowedElement') return element(node, walk, inPhrasing);
  if (node.type === 'heading') walk.headingDepth = node.depth ?? walk.headingDepth;
  const copy: MdastNode = { ...node };
  if (node.url !== undefined && needsResolving(node.url)) {
    copy.url = twinLinkPlaceholder(walk.links.length);
    walk.links.push(node.url);
  }
  if (node.children) copy.children = children(node, walk, inPhrasing || PHRASING_PARENTS.has(node.type));
  return [copy];
}

/** The twin's tree as mdast-util-to-markdown writes it, for what `writeTwin` leaves (references, footnotes and the like). */
export function writeWithToMarkdown(root: MdastNode): string {
  return toMarkdown(root as Parameters<typeof toMarkdown>[0], {
    extensions: [gfmToMarkdown()],
    bullet: '-',
    listItemIndent: 'one',
    emphasis: '_',
    strong: '*',
    rule: '-',
    fence: '`',
    fences: true,
    resourceLink: true,
  });
}

/**
 * A doc's body as plain Markdown (CommonMark with GitHub's tables, strikethrough, task lists and
 * footnotes), from the tree its HTML is made of, after the content profile and the admonitions:
 * admonitions as quotes that start with their label, tabs as a heading per tab, the allowed HTML
 * elements as what Markdown has for them (a summary or a term in bold, a key as code, an
 * abbreviation with its title in brackets), a glossary term as its words with its definition in a
 * footnote, code blocks with their language. The tree holds
 * nothing but Markdown and these elements, and text is written escaped: nothing in it is HTML or
 * code to a reader of the Markdown. Links and images to this site are placeholders (`twinLinks.ts`).
 * The tree is read, not changed: the HTML is made from it next.
 */
export function markdownTwin(tree: MdastNode): MarkdownTwin {
  const { root, links } = twinTree(tree);
  return { markdown: writeTwin(root) ?? writeWithToMarkdown(root), links };
}

/** The tree the twin is written from, and the links whose placeholders it holds. */
export function twinTree(tree: MdastNode): { root: MdastNode; links: string[] } {
  const walk: Walk = { links: [], headingDepth: 1, terms: new Map() };
  const body = asFlow(children(tree, walk, false));
  const definitions = [...walk.terms].map(([identifier, { term, definition }]) => ({
    type: 'footnoteDefinition',
    identifier,
    label: identifier,
    children: [paragraph([strong([text(term)]), text(`: ${definition}`)])],
  }));
  return { root: { ...tree, children: [...body, ...definitions] }, links: walk.links };
}
