import { termOf, unknownTermFix, type GlossaryTerm } from '../docs/glossary';
import { CONTENT_CLASSES, GLOSSARY_TERM_BEHAVIOUR } from './contentNames';
import { element, text, type HastNode } from './hast';
import { failWithProblems, where, type FailingFile } from './problems';

/** The origin of the render error a use of a term the glossary lacks stops a render with. */
export const UNKNOWN_TERM_ORIGIN = 'trove:unknown-term';

/** The parts of an mdast node the plugin reads and writes. */
interface MdastNode {
  type: string;
  name?: string;
  value?: string;
  attributes?: Record<string, string | null | undefined> | null;
  children?: MdastNode[];
  data?: { hName?: string; hProperties?: Record<string, unknown>; hChildren?: HastNode[] };
  position?: { start: { line: number; column: number }; end: { line?: number; column?: number } };
}

/** A use of a term in the tree after this plugin: what the HTML shows and the Markdown twin reads. */
export interface GlossaryTermNode extends MdastNode {
  type: 'glossaryTerm';
  label: string;
  term: Pick<GlossaryTerm, 'id' | 'term' | 'definition'>;
}

/** Where a use renders as its words alone: a heading (its text is the TOC's and the link's), a link, a summary. */
const PLAIN_PARENTS = new Set(['heading', 'link', 'linkReference']);
const PLAIN_ELEMENTS = new Set(['summary', 'dt', 'abbr']);

const plainText = (node: MdastNode): string =>
  node.value ?? (node.children ?? []).map(plainText).join('').replace(/\s+/g, ' ');

/**
 * The HTML of a use: the words as a button described by the definition beside it, a tooltip the
 * page's styles show on hover and focus (the definition is in the page, read without scripts; the
 * behaviour adds tap, Escape and keeping it inside the window).
 */
function termMarkup(label: string, definition: string, tooltipId: string): HastNode[] {
  return [
    element('button', { type: 'button', className: [CONTENT_CLASSES.termName], ariaDescribedBy: [tooltipId] }, [
      text(label),
    ]),
    element('span', { role: 'tooltip', id: tooltipId, className: [CONTENT_CLASSES.termDefinition] }, [
      text(definition),
    ]),
  ];
}

interface Walk {
  terms: readonly GlossaryTerm[] | undefined;
  problems: string[];
  uses: number;
}

function useOf(node: MdastNode, walk: Walk, plain: boolean): MdastNode {
  const { id, ...others } = node.attributes ?? {};
  const label = plainText(node).trim();
  const unknownAttributes = Object.keys(others);
  if (unknownAttributes.length > 0) {
    walk.problems.push(
      `":term" takes an id only ({id=have}), found ${unknownAttributes.map((name) => `"${name}"`).join(', ')}${where(node)}`,
    );
    return { type: 'text', value: label };
  }
  const chosenId = id ?? undefined;
  // The CMS preview has no glossary: a use shows as its words.
  if (!walk.terms) return { type: 'text', value: label };
  const term = termOf(walk.terms, label, chosenId);
  if (!term) {
    const wrote = chosenId === undefined ? `":term[${label}]"` : `"{id=${chosenId}}"`;
    walk.problems.push(
      `The glossary defines no term ${wrote}: ${unknownTermFix(walk.terms, label, chosenId)}${where(node)}`,
    );
    return { type: 'text', value: label };
  }
  const shown = label || term.term;
  if (plain) return { type: 'text', value: shown };
  walk.uses += 1;
  const termNode: GlossaryTermNode = {
    type: 'glossaryTerm',
    label: shown,
    term: { id: term.id, term: term.term, definition: term.definition },
    data: {
      hName: 'span',
      hProperties: { className: [CONTENT_CLASSES.term], dataBehaviour: GLOSSARY_TERM_BEHAVIOUR },
      hChildren: termMarkup(shown, term.definition, `term:${walk.uses}`),
    },
    ...(node.position ? { position: node.position } : {}),
  };
  return termNode;
}

function transform(parent: MdastNode, walk: Walk, plain: boolean): void {
  const children = parent.children ?? [];
  children.forEach((node, index) => {
    // A bare `:term` is text (`the :term directive`): the admonitions plugin gives it back as written.
    const marked = (node.children ?? []).length > 0 || Object.keys(node.attributes ?? {}).length > 0;
    if (node.type === 'textDirective' && node.name === 'term' && marked) children[index] = useOf(node, walk, plain);
    else
      transform(
        node,
        walk,
        plain ||
          PLAIN_PARENTS.has(node.type) ||
          (node.type === 'allowedElement' && PLAIN_ELEMENTS.has(node.data?.hName ?? '')),
      );
  });
}

/**
 * Remark plugin, after remark-directive: `:term[haves]` and `:term[haves]{id=have}` mark a use of
 * a term of the glossary (`file.data.glossaryTerms`, the terms the doc may use). Each renders as its
 * words with the definition beside them, or, in a heading, a link or a summary, as its words alone.
 * A use the terms do not define stops the render, each with its place and the closest term. Without
 * terms (the CMS preview) a use shows as its words.
 */
export default function remarkGlossaryTerms() {
  return (tree: MdastNode, file: { data: Record<string, unknown> } & FailingFile) => {
    const walk: Walk = {
      terms: file.data.glossaryTerms as GlossaryTerm[] | undefined,
      problems: [],
      uses: 0,
    };
    transform(tree, walk, false);
    if (walk.problems.length > 0) failWithProblems(file, walk.problems, UNKNOWN_TERM_ORIGIN);
  };
}
