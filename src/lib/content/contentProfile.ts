import { readUrl } from '../../config/urlRule';
import {
  ALLOWED_COMPONENTS,
  ALLOWED_HTML,
  allowedComponentList,
  allowedHtmlList,
  type ComponentRule,
  isAllowedComponent,
  isAllowedHtml,
} from './allowedContent';
import { failWithProblems, where, type FailingFile } from './problems';

/** The parts of an mdast node (MDX's included) the profile reads and writes. */
interface MdastNode {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  /** A definition's or reference's label, normalised by the parser. */
  identifier?: string;
  attributes?: JsxAttribute[];
  children?: MdastNode[];
  data?: { estree?: { body: unknown[]; comments?: unknown[] }; hName?: string; hProperties?: Record<string, unknown> };
  position?: { start: { line: number; column: number }; end: { line: number; column: number } };
}

interface JsxAttribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: string | null | { type: string; value: string };
}

/** What a doc's images may load besides its own site's files. */
export interface ContentProfileOptions {
  /** Origins images may come from (`https://images.trove.app`), from the site config. */
  imageOrigins: readonly string[];
}

const JSX_ELEMENT = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);
const EXPRESSION = new Set(['mdxFlowExpression', 'mdxTextExpression']);

const NO_CODE = 'a doc cannot run code';
const BRACES_FIX =
  'to show a brace, write \\{ and \\} or put the text in backticks (`{like this}`); for a note to editors, write {/* a note */}';

/**
 * What to add to a message of MDX's parser, by the part of the parser that wrote it: a brace in
 * text starts an expression there, which a doc may not hold anyway.
 */
export function parseErrorHint(source: string | undefined): string {
  return source === 'micromark-extension-mdx-expression' ? `. A doc cannot hold JavaScript: ${BRACES_FIX}` : '';
}

const short = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
};

/** A comment written as `{/* … *\/}`: an expression with no code in it. */
const isComment = (node: MdastNode) =>
  node.data?.estree !== undefined && node.data.estree.body.length === 0 && (node.data.estree.comments?.length ?? 0) > 0;

const isBlankText = (node: MdastNode) => node.type === 'text' && /^\s*$/.test(node.value ?? '');

/**
 * As MDX does: a paragraph that holds only elements, expressions and blank text is not a paragraph
 * (`<Tabs><TabItem value="a">…</TabItem></Tabs>` on one line), so its elements stand as blocks.
 */
function unravel(parent: MdastNode): void {
  const children = parent.children ?? [];
  for (let index = 0; index < children.length; index += 1) {
    const node = children[index];
    const inner = node.children ?? [];
    const onlyJsx =
      node.type === 'paragraph' &&
      inner.some((child) => JSX_ELEMENT.has(child.type) || EXPRESSION.has(child.type)) &&
      inner.every((child) => JSX_ELEMENT.has(child.type) || EXPRESSION.has(child.type) || isBlankText(child));
    if (onlyJsx) {
      const blocks = inner
        .filter((child) => !isBlankText(child))
        .map((child) => ({
          ...child,
          type:
            child.type === 'mdxJsxTextElement'
              ? 'mdxJsxFlowElement'
              : child.type === 'mdxTextExpression'
                ? 'mdxFlowExpression'
                : child.type,
        }));
      children.splice(index, 1, ...blocks);
      index -= 1;
      continue;
    }
    unravel(node);
  }
}

/** The attributes of an element as props (`default` alone is `true`), or the problems with how they are written. */
function propsOf(node: MdastNode, tag: string, problems: string[]): Record<string, string | true> {
  const props: Record<string, string | true> = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      problems.push(
        `${tag} spreads JavaScript into its attributes ({${short(String(attribute.value))}}); write each attribute as name="value"`,
      );
    } else if (attribute.value !== null && typeof attribute.value === 'object') {
      problems.push(
        `${tag}: ${attribute.name}={${short(attribute.value.value)}} is JavaScript; write the value in quotes, ${attribute.name}="…" (a flag such as default takes no value)`,
      );
    } else props[attribute.name ?? ''] = attribute.value ?? true;
  }
  return props;
}

/** Problems with an element's props against the schema of what it takes. */
function propProblems(
  tag: string,
  props: Record<string, string | true>,
  schema: {
    shape: object;
    safeParse(value: unknown): {
      success: boolean;
      error?: { issues: Array<{ path: PropertyKey[]; code: string; message: string }> };
    };
  },
): string[] {
  const allowed = Object.keys(schema.shape);
  const takes = allowed.length === 0 ? `${tag} takes no attribute` : `${tag} takes ${allowed.join(', ')}`;
  const unknown = Object.keys(props).filter((name) => !allowed.includes(name));
  if (unknown.length > 0) return unknown.map((name) => `${tag}: the attribute "${name}" is not allowed; ${takes}`);
  const result = schema.safeParse(props);
  if (result.success) return [];
  return (result.error?.issues ?? []).map((issue) => {
    const name = String(issue.path[0]);
    if (props[name] === undefined) return `${tag} needs ${name}="…"`;
    if (props[name] === true) return `${tag}: ${name} needs a value in quotes, ${name}="…"`;
    if (issue.code === 'invalid_value') return `${tag}: ${name} is a flag; write it alone, without ="…"`;
    return `${tag}: ${name}: ${issue.message}`;
  });
}

/** The name an element stands for in messages: `<script>`, `<Tabs>`, `<>` for a fragment. */
const tagOf = (node: MdastNode) => `<${node.name ?? ''}>`;

/** What a pass over the tree found: the problems, and the checked elements to turn into plain ones once all is well. */
interface Findings {
  problems: string[];
  elements: Array<{ node: MdastNode; props: Record<string, string | true> }>;
}

/** What the pass checks against: the options, and the URLs of the doc's definitions (`[x]: url`), by label. */
interface Context {
  options: ContentProfileOptions;
  definitions: Map<string, string>;
}

function definitionsOf(node: MdastNode, found = new Map<string, string>()): Map<string, string> {
  if (node.type === 'definition' && node.identifier !== undefined) found.set(node.identifier, node.url ?? '');
  for (const child of node.children ?? []) definitionsOf(child, found);
  return found;
}

function checkElement(node: MdastNode, parent: MdastNode, { problems, elements }: Findings): void {
  const name = node.name;
  const tag = tagOf(node);
  if (!name) {
    problems.push(`<>…</> (a fragment) is not allowed; write its content without it${where(node)}`);
    return;
  }
  const isHtml = isAllowedHtml(name);
  const component: ComponentRule | undefined = isAllowedComponent(name) ? ALLOWED_COMPONENTS[name] : undefined;
  if (!isHtml && !component) {
    problems.push(
      /^[a-z]/.test(name)
        ? `${tag} is not allowed in a doc, which cannot run code, load from elsewhere or style the page; the HTML a doc may use: ${allowedHtmlList()}; links and images are Markdown, [text](url) and ![alt](/media/file.png)${where(node)}`
        : `${tag} is not a component docs can use; they can use ${allowedComponentList()}, with no import${where(node)}`,
    );
    return;
  }
  const own: string[] = [];
  const props = propsOf(node, tag, own);
  if (own.length === 0) own.push(...propProblems(tag, props, isHtml ? ALLOWED_HTML[name] : component!.props));
  if (component?.parent && parent.name !== component.parent)
    own.push(`${tag} must stand directly inside <${component.parent}>`);
  if (component?.children) {
    const items = (node.children ?? []).filter((child) => !isBlankText(child));
    const strays = items.filter((child) => !JSX_ELEMENT.has(child.type) || child.name !== component.children);
    if (strays.length > 0) own.push(`${tag} may hold only <${component.children}> elements, each on its own lines`);
    else if (items.length === 0) own.push(`${tag} needs at least one <${component.children}>`);
    const distinct = component.distinctChildProp;
    if (distinct) {
      const values = items.flatMap(
        (item) => item.attributes?.find((attribute) => attribute.name === distinct)?.value ?? [],
      );
      const repeated = values.find((value, index) => values.indexOf(value) !== index);
      if (typeof repeated === 'string')
        own.push(
          `two <${component.children}>s of one ${tag} have the ${distinct} "${repeated}"; give each a distinct ${distinct}`,
        );
    }
  }
  if (own.length > 0) problems.push(...own.map((problem) => `${problem}${where(node)}`));
  else elements.push({ node, props });
}

/** A checked element as a plain element of the tree, its props its only attributes: nothing of MDX is left to evaluate. */
function toPlainElement({ node, props }: Findings['elements'][number]): void {
  node.data = { hName: node.name ?? undefined, hProperties: props };
  node.type = 'allowedElement';
  delete node.attributes;
  delete node.name;
}

function urlProblem(node: MdastNode, options: ContentProfileOptions): string | undefined {
  const url = node.url ?? '';
  const what = node.type === 'image' ? 'image' : 'link';
  const reading = readUrl(url);
  if ('problem' in reading) return `The ${what} "${short(url)}" ${reading.problem}${where(node)}`;
  if (node.type !== 'image') return undefined;
  if (reading.kind === 'mailto')
    return `The image "${short(url)}" is an e-mail address; an image is a file${where(node)}`;
  if (reading.kind === 'relative') {
    const inMedia = /(?:^|\/)media\/([^?#]+)/.exec(url)?.[1] ?? '<file>';
    return (
      `The image "${short(url)}" is relative to the page's address, which is not the same in every version, language ` +
      `and place the site is served from: write the path of its file in the content's media/ folder from the ` +
      `site's root, ![alt](/media/${inMedia})${where(node)}`
    );
  }
  if (reading.kind === 'web' && !options.imageOrigins.includes(new URL(url.trim()).origin))
    return (
      `The image "${short(url)}" is on another site (${new URL(url.trim()).origin}), which readers' browsers would contact: ` +
      `put the file in the content's media/ folder and write ![alt](/media/<file>), or list the origin in docs.imageOrigins ` +
      `of src/config/site.config.ts${where(node)}`
    );
  return undefined;
}

function check(parent: MdastNode, context: Context, findings: Findings): void {
  const { problems } = findings;
  const { options } = context;
  const children = parent.children ?? [];
  for (let index = 0; index < children.length; index += 1) {
    const node = children[index];
    if (node.type === 'mdxjsEsm') {
      const keyword = /^\s*export\b/.test(node.value ?? '') ? 'export' : 'import';
      problems.push(
        `"${short(node.value ?? '')}": ${keyword} is not allowed, as ${NO_CODE}; ` +
          (keyword === 'import'
            ? `${allowedComponentList()} need no import: delete the line${where(node)}`
            : `write the value into the text where it is used${where(node)}`),
      );
      continue;
    }
    if (EXPRESSION.has(node.type)) {
      if (isComment(node)) {
        // A note for editors: it renders as nothing.
        children.splice(index, 1);
        index -= 1;
      } else problems.push(`{${short(node.value ?? '')}} is JavaScript, and ${NO_CODE}; ${BRACES_FIX}${where(node)}`);
      continue;
    }
    if (node.type === 'html')
      problems.push(`Raw HTML is not allowed; write Markdown, or one of ${allowedHtmlList()}${where(node)}`);
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      const problem = urlProblem(node, options);
      if (problem) problems.push(problem);
    }
    // `![alt][label]`: an image whose URL is its definition's, held to the image rule here.
    const referenced = node.type === 'imageReference' && context.definitions.get(node.identifier ?? '');
    if (referenced !== undefined && referenced !== false) {
      const problem = urlProblem({ ...node, type: 'image', url: referenced }, options);
      if (problem) problems.push(problem);
    }
    check(node, context, findings);
    if (JSX_ELEMENT.has(node.type)) checkElement(node, parent, findings);
  }
}

/**
 * Remark plugin, right after MDX is parsed: holds a doc to what a doc may be. Markdown, GFM,
 * directives and `{/* comments *\/}` (removed here); the HTML elements and components of
 * `allowedContent.ts` with their attributes (each then an ordinary element of the tree, so nothing
 * of MDX is left to evaluate); links and images by the URL rule (`src/config/urlRule.ts`), images
 * from this site or the origins the config lists. Anything else, JavaScript first (imports,
 * exports, expressions, spread or expression attributes), fails the render with every problem,
 * each with its line and column and the fix.
 */
export default function remarkContentProfile(options: ContentProfileOptions) {
  return (tree: MdastNode, file: FailingFile) => {
    unravel(tree);
    const findings: Findings = { problems: [], elements: [] };
    check(tree, { options, definitions: definitionsOf(tree) }, findings);
    const { problems } = findings;
    if (problems.length === 0) {
      findings.elements.forEach(toPlainElement);
      return;
    }
    failWithProblems(file, problems);
  };
}
