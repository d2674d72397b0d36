import crypto from 'node:crypto';
import type { CreateNodeArgs, Node } from 'gatsby';
import siteConfig from '../../config/site.config';
import { FrontMatterError, parseFrontMatter } from '../../lib/docs/frontMatter';
import { docIdOf, toDocsPath } from '../../lib/docs/ids';
import type { DocRecord } from '../../lib/docs/record';
import { docRoute } from '../../lib/paths';
import { currentVersionOf } from '../../lib/versions';
import { displayPath } from '../content/contentRoot';
import { ERROR_IDS } from '../errors/errorMap';
import type { RenderInput, RenderMessage, RenderResult } from '../../render/renderDoc';
import { renderPool } from '../../render/renderPool';

/** The parts of gatsby-plugin-mdx's node this site reads: the body and the parsed front matter. */
interface MdxNode extends Node {
  body: string;
  frontmatter?: Record<string, unknown>;
}

/** The parts of gatsby-source-filesystem's file node this site reads. */
export interface FileNode extends Node {
  absolutePath: string;
  relativePath: string;
  sourceInstanceName: string;
}

/** Name of the gatsby-source-filesystem instance that sources the docs folder (gatsby-config.ts). */
export const DOCS_SOURCE = 'docs';

/** Lines above the body in the file: the front matter gatsby-plugin-mdx took off. */
function linesAbove(raw: string, body: string): number {
  return raw.endsWith(body) ? raw.slice(0, raw.length - body.length).split('\n').length - 1 : 0;
}

const at = (file: string, { line, column }: RenderMessage) =>
  line === undefined ? file : `${file}:${line}${column === undefined ? '' : `:${column}`}`;

/**
 * Renders a doc, or takes it from the cache when a doc with the same body, file and path prefix
 * was rendered before: each doc is compiled once, whatever the number of builds.
 */
async function cachedRender(input: RenderInput, cache: CreateNodeArgs['cache']): Promise<RenderResult> {
  const key = `doc-render-${crypto.createHash('sha256').update(JSON.stringify(input)).digest('hex')}`;
  const cached = (await cache.get(key)) as RenderResult | undefined;
  if (cached) return cached;
  const result = await renderPool.render(input);
  if ('doc' in result) await cache.set(key, result);
  return result;
}

/** Docs being rendered, whose `Doc` nodes are about to be created (again, after an edit under `gatsby develop`). */
const rendering = new Set<Promise<void>>();
/** Ids of the `Doc` nodes this process created. */
const createdIds = new Set<string>();

/** Resolves once no doc is being rendered. */
export async function docNodesSettled(): Promise<void> {
  while (rendering.size > 0) await Promise.allSettled([...rendering]);
}

/**
 * Every `Doc` node, once none is being rendered. Under `gatsby develop`, Gatsby deletes an edited
 * doc's node at once and runs createPages again without waiting for the render that creates it
 * anew; and its list of nodes by type shows a node only once written to disk, while a read by id
 * finds it at once: the nodes this process created are read by id.
 */
export async function settledDocNodes<T>(
  getNodesByType: (type: string) => Array<{ id: string }>,
  getNode: (id: string) => unknown,
): Promise<T[]> {
  await docNodesSettled();
  const ids = new Set([...getNodesByType('Doc').map((node) => node.id), ...createdIds]);
  return [...ids].flatMap((id) => (getNode(id) as T | undefined) ?? []);
}

/**
 * Turns a doc's MDX node into a `Doc` node: front matter validated, body rendered to HTML in Node,
 * id and route from its folder and name. A problem stops the build naming the file, the line and the fix.
 */
export async function createDocNode(args: CreateNodeArgs<MdxNode>): Promise<void> {
  const work = createDocNodeOf(args);
  rendering.add(work);
  try {
    await work;
  } finally {
    rendering.delete(work);
  }
}

async function createDocNodeOf({
  node,
  actions,
  getNode,
  loadNodeContent,
  createNodeId,
  createContentDigest,
  reporter,
  cache,
  basePath,
}: CreateNodeArgs<MdxNode>): Promise<void> {
  const fileNode = getNode(node.parent ?? '') as FileNode | undefined;
  if (fileNode?.sourceInstanceName !== DOCS_SOURCE) return;
  const sourceFile = displayPath(fileNode.absolutePath);
  let frontMatter;
  try {
    frontMatter = parseFrontMatter(sourceFile, node.frontmatter);
  } catch (error) {
    if (!(error instanceof FrontMatterError)) throw error;
    reporter.panicOnBuild({ id: ERROR_IDS.frontMatter, context: { message: error.message } });
    return;
  }
  const docsPath = toDocsPath(fileNode.relativePath);
  const rendered = await cachedRender(
    {
      body: node.body,
      absolutePath: fileNode.absolutePath,
      docsPath,
      pathPrefix: basePath === '/' ? '' : basePath,
      lineOffset: linesAbove(await loadNodeContent(fileNode), node.body),
    },
    cache,
  );
  if ('error' in rendered) {
    reporter.panicOnBuild({
      id: ERROR_IDS.docContent,
      context: {
        message:
          `Could not build ${at(sourceFile, rendered.error)}: ${rendered.error.message}\n` +
          'Fix the MDX there: put {, } and < of text in backticks, close every tag, and import or ' +
          'spell components as documented in the README (Editing the docs).',
      },
    });
    return;
  }
  for (const warning of rendered.doc.warnings) reporter.warn(`${at(sourceFile, warning)}: ${warning.message}`);
  const docId = docIdOf(docsPath, frontMatter.id);
  // The docs folder is the current version; older versions would be sourced from their own folders.
  const version = currentVersionOf(siteConfig.docs.versions);
  const record: DocRecord = {
    docId,
    route: docRoute(version.path, docId, version.mainDocId),
    sourceFile,
    docsPath,
    title: frontMatter.title,
    description: frontMatter.description,
    sidebarLabel: frontMatter.sidebar_label ?? null,
    sidebarPosition: frontMatter.sidebar_position ?? null,
    draft: frontMatter.draft ?? false,
    html: rendered.doc.html,
    headings: rendered.doc.headings,
    sections: rendered.doc.sections,
    docLinks: rendered.doc.docLinks,
  };
  const docNode = {
    ...record,
    id: createNodeId(`Doc-${node.id}`),
    parent: node.id,
    children: [],
    internal: { type: 'Doc', contentDigest: createContentDigest(record) },
  };
  actions.createNode(docNode);
  createdIds.add(docNode.id);
  actions.createParentChildLink({ parent: node, child: docNode });
}
