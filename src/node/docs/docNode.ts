import { readFile } from 'node:fs/promises';
import type { CreateNodeArgs, Node } from 'gatsby';
import siteConfig from '../../config/site.config';
import { docLabelsIn } from '../../lib/content/docLabels';
import { parseDocFile, type DocFile, type FrontMatter } from '../../lib/docs/frontMatter';
import { docPlace } from '../../lib/docs/docPlace';
import { shareImageOf } from '../../lib/docs/shareImage';
import { tocLevelsOf } from '../../lib/docs/tocLevels';
import { DOC_FILE_PATTERN, DOC_ID_FIX, docIdOf, docIdProblems, slugInVersion, toDocsPath } from '../../lib/docs/ids';
import { DataFileError } from '../../lib/docs/yamlFile';
import type { DocRecord } from '../../lib/docs/record';
import { termsNamedIn } from '../../lib/docs/glossary';
import { docRoute } from '../../lib/paths';
import { displayPath, mediaFolderPlace } from '../content/contentRoot';
import { savedText } from '../content/inPlaceSave';
import { runsDevelop } from '../errors/contentErrors';
import { localeStrings } from '../i18n/localeStrings';
import { clearFileError, reportFileError, type ContentFile } from '../errors/fileErrors';
import { readMediaFolder } from '../../render/mediaFolder';
import { storeTwin } from './markdownTwinStore';
import { markBeingMade, markMade, type MadeFrom } from './docNodeState';
import { glossaryTerms } from './glossaryFile';
import { DOC_META_TYPE, docMetaOf, type DocMeta } from './docMeta';
import { cachedRenderWithTerms } from './renderCache';
import { docSetOfSource } from './versionFolders';

/** The parts of gatsby-source-filesystem's file node this site reads. */
export interface FileNode extends Node {
  absolutePath: string;
  relativePath: string;
  sourceInstanceName: string;
}

/** What making a doc's node takes: its file's node and Gatsby's helpers, as onCreateNode (and sourceNodes) get them. */
export type DocNodeArgs = Pick<
  CreateNodeArgs<FileNode>,
  'node' | 'actions' | 'createNodeId' | 'createContentDigest' | 'reporter' | 'cache' | 'basePath'
>;

/** Whether a sourced file is a doc: an MDX (or Markdown) file of a version's docs folder. */
export function isDocFile(node: Node): node is FileNode {
  const file = node as FileNode;
  return (
    node.internal.type === 'File' &&
    docSetOfSource(file.sourceInstanceName) !== undefined &&
    DOC_FILE_PATTERN.test(file.relativePath)
  );
}

/** Docs being rendered, whose `Doc` nodes are about to be created (again, after an edit under `gatsby develop`). */
const rendering = new Set<Promise<void>>();
/** Ids of the `DocMeta` nodes this process created. */
const createdIds = new Set<string>();
/** Ids of the doc files whose `Doc` node this process made or is making. */
const madeFiles = new Set<string>();

/** Whether this process made, or is making, the `Doc` node of a doc file (by its node's id). */
export const madeInThisProcess = (fileNodeId: string): boolean => madeFiles.has(fileNodeId);

/** Resolves once no doc is being rendered. */
export async function docNodesSettled(): Promise<void> {
  while (rendering.size > 0) await Promise.allSettled([...rendering]);
}

/**
 * What `keep` takes of every doc's metadata (its `DocMeta` node, `docMetaOf`), once no doc is being
 * rendered. Under `gatsby develop`, Gatsby deletes an edited doc's nodes at once and runs
 * createPages and queries again without waiting for the render that creates them anew; and its list
 * of nodes by type (in lifecycles and in resolvers alike) shows a node only once written to disk,
 * while a read by id finds it at once: the nodes this process created are read by id, the others
 * taken from the list. Each is read once, and only what `keep` takes of it is held.
 */
export async function settledDocMetas<T>(
  listMetas: () => Iterable<{ id: string }> | Promise<Iterable<{ id: string }>>,
  getNode: (id: string) => unknown,
  keep: (meta: DocMeta) => T,
): Promise<T[]> {
  await docNodesSettled();
  const kept = new Map<string, T>();
  const add = (id: string, node: unknown) => {
    if (node) kept.set(id, keep(node as DocMeta));
  };
  for (const node of await listMetas()) add(node.id, createdIds.has(node.id) ? getNode(node.id) : node);
  for (const id of createdIds) if (!kept.has(id)) add(id, getNode(id));
  return [...kept.values()];
}

/**
 * Turns a doc's file into a `Doc` node: front matter parsed and validated, body rendered to HTML in
 * Node, id and route from its folder and name. A problem stops the build naming the file, the line
 * and the fix. The site reads the front matter itself, rather than through gatsby-plugin-mdx, whose
 * YAML errors name neither the file nor a line of it.
 */
export async function createDocNode(args: DocNodeArgs): Promise<void> {
  madeFiles.add(args.node.id);
  const work = createDocNodeOf(args);
  rendering.add(work);
  try {
    await work;
  } finally {
    rendering.delete(work);
  }
}

/**
 * A slug on its version's main doc, which is served at the version's root (where the navbar's logo,
 * the breadcrumbs' home and the version dropdown lead): one problem naming the key and the fix.
 */
function mainDocSlugProblems(node: FileNode, docsPath: string, frontMatter: FrontMatter): string[] {
  const { version } = docSetOfSource(node.sourceInstanceName)!;
  if (frontMatter.slug === undefined || docIdOf(docsPath, frontMatter.id) !== version.mainDocId) return [];
  return [
    `slug: found "${frontMatter.slug}" on the version's main doc (${version.mainDocId}), which is served at the ` +
      "version's root; remove the slug, or make another doc the main doc (mainDocId in the site config)",
  ];
}

const SHARE_IMAGE_FIX =
  'The image shown when the page is shared (image:) is a file of the media folder, written /media/<file>, or an https address.';

/** Under `gatsby develop`, the record each doc file last gave, served again while an edit leaves the file broken. */
const lastValid = new Map<string, DocRecord>();

async function createDocNodeOf(args: DocNodeArgs): Promise<void> {
  const { node, actions, createNodeId, createContentDigest } = args;
  const serve = (served: DocRecord) => {
    const docNode = {
      ...served,
      id: createNodeId(`Doc-${node.id}`),
      parent: node.id,
      children: [],
      internal: { type: 'Doc', contentDigest: createContentDigest(served) },
    };
    actions.createNode(docNode);
    actions.createParentChildLink({ parent: node, child: docNode });
    const meta = docMetaOf(served, docNode);
    const metaNode = {
      ...meta,
      id: createNodeId(`${DOC_META_TYPE}-${node.id}`),
      parent: node.id,
      children: [],
      internal: { type: DOC_META_TYPE, contentDigest: createContentDigest(meta) },
    };
    actions.createNode(metaNode);
    createdIds.add(metaNode.id);
    actions.createParentChildLink({ parent: node, child: metaNode });
  };
  // Gatsby has deleted the doc's node already; the page keeps its last content while a save that
  // emptied the file completes, and under the overlay while an edit leaves it broken.
  const serveLastValid = () => {
    const last = runsDevelop() ? lastValid.get(node.id) : undefined;
    if (last) serve(last);
  };
  await markBeingMade(args.cache, node.id);
  const made = await docRecordOf(args, serveLastValid);
  if (!made) {
    serveLastValid();
    return;
  }
  if (runsDevelop()) lastValid.set(node.id, made.record);
  serve(made.record);
  await markMade(args.cache, node.id, made);
}

/**
 * The record of a doc file and the files of media/ it shows, or nothing once a problem with it is
 * reported. `onEmptied` runs if the file reads empty, before the wait for its text.
 */
async function docRecordOf(
  { node, reporter, cache, basePath }: DocNodeArgs,
  onEmptied: () => void,
): Promise<({ record: DocRecord } & MadeFrom) | undefined> {
  const sourceFile = displayPath(node.absolutePath);
  const file: ContentFile = { absolutePath: node.absolutePath, shown: sourceFile };
  const docsPath = toDocsPath(node.relativePath);
  const media = mediaFolderPlace();
  let docFile: DocFile;
  let shareImage: ReturnType<typeof shareImageOf>;
  try {
    const text = await savedText(() => readFile(node.absolutePath, 'utf8'), { onEmptied });
    docFile = parseDocFile(sourceFile, text);
    // A folder or file name outside the id rule would give a route outside it: it fails as front matter does.
    const idProblems = [
      ...docIdProblems(docsPath, docFile.frontMatter.id),
      ...mainDocSlugProblems(node, docsPath, docFile.frontMatter),
    ];
    if (idProblems.length > 0) throw new DataFileError(sourceFile, idProblems, DOC_ID_FIX);
    shareImage = shareImageOf(text, docFile.frontMatter.image, readMediaFolder(media));
    if (shareImage && 'problem' in shareImage)
      throw new DataFileError(sourceFile, [shareImage.problem], SHARE_IMAGE_FIX, `front matter in ${sourceFile}`);
  } catch (error) {
    if (!(error instanceof DataFileError)) throw error;
    reportFileError(reporter, file, 'frontMatter', error.message);
    return undefined;
  }
  const { frontMatter } = docFile;
  // A translation's route is under its locale's prefix (`served`), as its set's fallbacks are.
  const { version, locale, served } = docSetOfSource(node.sourceInstanceName)!;
  const glossary = glossaryTerms(locale.code, reporter);
  // The glossary's problem is reported: a doc that marks a term waits for it to be fixed.
  if (!glossary && termsNamedIn(docFile.body, [])) return undefined;
  const input = {
    body: docFile.body,
    absolutePath: node.absolutePath,
    docsPath,
    pathPrefix: basePath === '/' ? '' : basePath,
    lineOffset: docFile.linesAbove,
    imageOrigins: siteConfig.docs.imageOrigins ?? [],
    media,
    // Five strings, not the locale: a changed translation of one renders the locale's docs again.
    labels: docLabelsIn(localeStrings(locale.code)),
  };
  const { rendered, terms } = await cachedRenderWithTerms(input, glossary ?? [], cache);
  if ('error' in rendered) {
    const { error } = rendered;
    // A missing image's message says its fix; any other names what a doc may hold.
    reportFileError(
      reporter,
      file,
      error.missingMedia ? 'media' : 'docContent',
      `Could not build ${docPlace(sourceFile, error, docFile.linesAbove)}: ${error.message}` +
        (error.missingMedia
          ? ''
          : '\nFix the doc there: it holds Markdown, admonitions and the components and HTML elements docs/editing.md ' +
            'lists (docs/trust-model.md says what a doc may not hold); close every tag you open.'),
    );
    return undefined;
  }
  clearFileError(file);
  for (const warning of rendered.doc.warnings)
    reporter.warn(`${docPlace(sourceFile, warning, docFile.linesAbove)}: ${warning.message}`);
  const docId = docIdOf(docsPath, frontMatter.id);
  const tocLevels = tocLevelsOf(frontMatter);
  const slug = frontMatter.slug === undefined ? null : slugInVersion(docsPath, frontMatter.slug);
  const record: DocRecord = {
    docId,
    version: version.name,
    locale: locale.code,
    route: docRoute(served.path, docId, version.mainDocId, slug),
    slug,
    sourceFile,
    docsPath,
    title: frontMatter.title,
    description: frontMatter.description,
    sidebarLabel: frontMatter.sidebar_label ?? null,
    sidebarPosition: frontMatter.sidebar_position ?? null,
    draft: frontMatter.draft ?? false,
    customEditUrl: frontMatter.custom_edit_url ?? null,
    editUrlHidden: frontMatter.custom_edit_url === null,
    lastUpdateDate: frontMatter.last_update?.date ?? null,
    lastUpdateAuthor: frontMatter.last_update?.author ?? null,
    keywords: frontMatter.keywords ?? [],
    image: frontMatter.image ?? null,
    hideTitle: frontMatter.hide_title ?? false,
    hideTableOfContents: frontMatter.hide_table_of_contents ?? false,
    tocMinLevel: tocLevels.min,
    tocMaxLevel: tocLevels.max,
    paginationLabel: frontMatter.pagination_label ?? null,
    paginationPrev: frontMatter.pagination_prev ?? null,
    paginationNext: frontMatter.pagination_next ?? null,
    paginationPrevHidden: frontMatter.pagination_prev === null,
    paginationNextHidden: frontMatter.pagination_next === null,
    sidebarClassName: frontMatter.sidebar_class_name ?? null,
    tags: frontMatter.tags ?? [],
    unlisted: frontMatter.unlisted ?? false,
    html: rendered.doc.html,
    headings: rendered.doc.headings,
    sections: rendered.doc.sections,
    docLinks: rendered.doc.docLinks,
    siteLinks: rendered.doc.siteLinks,
    markdownTwin: storeTwin(rendered.doc.markdown ?? { markdown: '', links: [] }),
  };
  return {
    record,
    uses: [...rendered.doc.mediaUses, ...(shareImage ? [shareImage.use] : [])],
    terms,
  };
}
