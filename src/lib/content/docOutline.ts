import type { DocHeading, DocSection } from '../docs/record';
import { isElement, textOf, walk, type ContentFile, type HastNode } from './hast';

/** Headings and search sections of a compiled doc, left by `rehypeDocOutline` in `file.data.outline`. */
export interface DocOutline {
  headings: DocHeading[];
  sections: DocSection[];
}

const HEADING = /^h([1-6])$/;

/** Elements after which text is a new block: their text does not run into the next word. */
const BLOCKS = new Set([
  'p',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'table',
  'tr',
  'td',
  'th',
  'blockquote',
  'div',
  'aside',
  'section',
  'figure',
  'figcaption',
  'details',
  'summary',
  'hr',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

/**
 * Collects, from the compiled tree, every heading with the id rehype-slug gave it, and the text of
 * each section (the text above the first heading, then the text under each heading) for search.
 * Code blocks are left out of the text (their data rows would match almost any query), and so are
 * glossary terms' definitions.
 */
export function docOutline(tree: HastNode): DocOutline {
  const headings: DocHeading[] = [];
  const sections: Array<{ heading?: DocHeading; parts: string[] }> = [{ parts: [] }];
  const collect = (node: HastNode): 'skip' | void => {
    const current = sections[sections.length - 1];
    if (node.type === 'text') {
      current.parts.push(node.value ?? '');
      return undefined;
    }
    if (!isElement(node)) return undefined;
    const level = HEADING.exec(node.tagName)?.[1];
    if (level && typeof node.properties.id === 'string') {
      const heading = { depth: Number(level), value: textOf(node).trim(), id: node.properties.id };
      headings.push(heading);
      sections.push({ heading, parts: [] });
      return 'skip';
    }
    // A glossary term's definition is not the section's text: a search hit's excerpt would quote it.
    if (node.tagName === 'pre' || node.properties.role === 'tooltip') return 'skip';
    if (BLOCKS.has(node.tagName)) {
      walk(node, collect);
      sections[sections.length - 1].parts.push(' ');
      return 'skip';
    }
    return undefined;
  };
  walk(tree, collect);
  return {
    headings,
    sections: sections.map(({ heading, parts }) => ({
      ...(heading ? { heading } : {}),
      text: parts.join('').replace(/\s+/g, ' ').trim(),
    })),
  };
}

/** Rehype plugin: puts the doc's outline (`docOutline`) in `file.data.outline`. Runs after rehype-slug. */
export default function rehypeDocOutline() {
  return (tree: HastNode, file: ContentFile) => {
    file.data.outline = docOutline(tree);
  };
}
