/** The parts of a hast (HTML syntax tree) node the content plugins read; MDX adds JSX element nodes. */
export interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  value?: string;
  position?: {
    start: { line: number; column: number; offset?: number };
    end: { line?: number; column?: number; offset?: number };
  };
}

export type HastElement = HastNode & {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
};

/** What a unified plugin's transformer gets as its file: the data plugins share and a way to warn. */
export interface ContentFile {
  data: Record<string, unknown>;
  value?: unknown;
  message(reason: string, place?: unknown): unknown;
}

export function isElement(node: HastNode, ...tagNames: string[]): node is HastElement {
  return node.type === 'element' && (tagNames.length === 0 || tagNames.includes(node.tagName ?? ''));
}

/** Calls `visit` for every node below `root` in document order, with its parent; `visit` returning 'skip' skips the node's children. */
export function walk(root: HastNode, visit: (node: HastNode, parent: HastNode) => 'skip' | void): void {
  for (const child of root.children ?? []) {
    if (visit(child, root) !== 'skip') walk(child, visit);
  }
}

/** The text of a node as readers see it (what rehype-slug slugs), markup left out. */
export function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/** A hast element. */
export function element(tagName: string, properties: Record<string, unknown>, children: HastNode[] = []): HastElement {
  return { type: 'element', tagName, properties, children };
}

export const text = (value: string): HastNode => ({ type: 'text', value });
