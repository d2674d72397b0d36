import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyCache, GatsbyNode, SourceNodesArgs } from 'gatsby';
import siteConfig from '../../config/site.config';
import { docLabelsIn } from '../../lib/content/docLabels';
import { readMediaFolder } from '../../render/mediaFolder';
import { mediaFolderPlace } from '../content/contentRoot';
import { createDocNode, isDocFile, madeInThisProcess, type FileNode } from '../docs/docNode';
import { needsMakingAgain } from '../docs/docNodeState';
import { runsDevelop } from '../errors/contentErrors';
import { publishMedia } from '../media/publishMedia';
import { watchFolder } from '../media/watchFolder';
import { DOC_META_TYPE } from '../docs/docMeta';
import { rendererDigest } from '../docs/rendererDigest';
import { digestOf } from '../gatsby/buildDigest';
import { docSetOfSource, docSetsOfSite, docsFolderOfSet, docsSourceOfSet } from '../docs/versionFolders';
import { localeStrings } from '../i18n/localeStrings';
import { glossaryTerms } from '../docs/glossaryFile';
import type { GlossaryTerm } from '../../lib/docs/glossary';

/**
 * Whether a doc file's node is of the content this build reads: its file is there, in its docs
 * folder (`docsFolders`, by source). Until sourcing ends, Gatsby still holds the nodes of files
 * deleted since the last build, or of the folder it read then (another TROVE_CONTENT_DIR), and drops
 * them after.
 */
const ofThisContent = (file: FileNode, docsFolders: ReadonlyMap<string, string>) =>
  path.resolve(file.absolutePath) === path.resolve(docsFolders.get(file.sourceInstanceName)!, file.relativePath) &&
  fs.existsSync(file.absolutePath);

/** Each doc set's docs folder by its source, worked out once for all files, as it reads the environment. */
const docsFoldersBySource = (): Map<string, string> =>
  new Map(docSetsOfSite().map((set) => [docsSourceOfSet(set), docsFolderOfSet(set)]));

/**
 * Makes again the `Doc` nodes, kept from the last build, of unchanged docs that need it (Gatsby runs
 * onCreateNode only for files that changed): those showing a file of media/ that changed since (a
 * picture replaced by one of another size, or deleted), those of a locale rendered with other code
 * or other doc labels (admonition titles, copy buttons' names …) than in the last build, those
 * given a glossary term that is no longer the same, those
 * kept without a `DocMeta` node (from a build by code that made none), and those a build stopped
 * by a mistake ended before they were made. Runs once the docs folders are sourced,
 * leaving the docs this process is making already.
 *
 * The site's nodes (`Doc`, `DocMeta`, `DocCategory`) are all children of a file's node, and Gatsby
 * deletes a node's children with it: when the file is deleted, or changed (before onCreateNode makes
 * them again). So the site declares itself a stateful source and Gatsby's stale-node pass skips
 * their types: reading them meant reading every doc's HTML back from the data store on every build
 * (the whole pass took 5 s of an 18,000-page rebuild).
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  args.actions.enableStatefulSourceNodes?.();
  const renderedAnew = await localesRenderedAnewSinceLastBuild(args.cache);
  const withMeta = new Set(args.getNodesByType(DOC_META_TYPE).map((meta) => meta.parent));
  await makeDocsAgain(
    args,
    (file) => !madeInThisProcess(file.id),
    (file) => renderedAnew.has(docSetOfSource(file.sourceInstanceName)!.locale.code) || !withMeta.has(file.id),
  );
  if (runsDevelop()) watchMediaOnce(args);
};

/**
 * Makes again the nodes, among those of this content's doc files that `considered` keeps, that
 * `remade` picks or that need it (`needsMakingAgain`: a file of media/ they show changed, a glossary
 * term they were given changed, or they were never made).
 */
async function makeDocsAgain(
  args: DocsArgs,
  considered: (file: FileNode) => boolean,
  remade: (file: FileNode) => boolean = () => false,
): Promise<void> {
  const media = readMediaFolder(mediaFolderPlace());
  const docsFolders = docsFoldersBySource();
  const termsByLocale = new Map<string, ReadonlyMap<string, GlossaryTerm> | undefined>();
  const termsNow = (locale: string) => () => {
    if (!termsByLocale.has(locale)) {
      const terms = glossaryTerms(locale, args.reporter);
      termsByLocale.set(locale, terms && new Map(terms.map((term) => [term.id, term])));
    }
    return termsByLocale.get(locale);
  };
  await Promise.all(
    (args.getNodesByType('File') as unknown as FileNode[])
      .filter((file) => isDocFile(file) && ofThisContent(file, docsFolders) && considered(file))
      .map(async (file) => {
        const locale = docSetOfSource(file.sourceInstanceName)!.locale.code;
        if (remade(file) || (await needsMakingAgain(args.cache, file.id, media.read, termsNow(locale))))
          await createDocNode({ ...args, node: file });
      }),
  );
}

/** What making docs again takes: Gatsby's helpers, as sourceNodes and onCreateNode get them. */
type DocsArgs = Pick<
  SourceNodesArgs,
  'actions' | 'createNodeId' | 'createContentDigest' | 'reporter' | 'cache' | 'basePath' | 'getNodesByType'
>;

/**
 * Under `gatsby develop`, makes again the docs a saved glossary changed for (a term they use
 * defined or named otherwise, or one they lacked now there): the open page shows it without a restart.
 */
export const makeDocsAgainForGlossary = (args: DocsArgs): Promise<void> => makeDocsAgain(args, () => true);

let watchingMedia = false;

/**
 * Under `gatsby develop`, a file added to media/, replaced or deleted is published (or refused, as
 * a build refuses it) and the docs that show it, or failed for want of it, are made again: the open
 * page shows the picture, at its new size, without a restart.
 */
function watchMediaOnce(args: SourceNodesArgs): void {
  if (watchingMedia) return;
  watchingMedia = true;
  watchFolder(mediaFolderPlace().path, () => {
    publishMedia(args.reporter);
    makeDocsAgain(args, () => true).catch((error: unknown) =>
      args.reporter.error('Docs could not be made again after a change in media/', error as Error),
    );
  });
}

/** Where the cache keeps, by locale, the digest of what its kept `Doc` nodes were rendered with besides their files. */
const RENDERED_WITH_ENTRY = 'doc-nodes-rendered-with';

/**
 * The locales whose docs are rendered with something else than in the last build, besides their
 * own files, then records this build's: the code that renders docs (`rendererDigest`) and the
 * locale's doc labels (`docLabelsIn`: admonition titles, copy buttons' names … of its strings file). Gatsby keeps an unchanged doc's
 * node, HTML and all, through a change to either: the render workers load that code outside the
 * compiled gatsby-node, and Gatsby does not source strings files. A first build, with nothing
 * recorded, makes every node anyway.
 */
async function localesRenderedAnewSinceLastBuild(cache: Pick<GatsbyCache, 'get' | 'set'>): Promise<Set<string>> {
  const last = (await cache.get(RENDERED_WITH_ENTRY)) as Record<string, string> | undefined;
  const now = Object.fromEntries(
    siteConfig.i18n.locales.map(({ code }) => [code, digestOf(rendererDigest(), docLabelsIn(localeStrings(code)))]),
  );
  await cache.set(RENDERED_WITH_ENTRY, now);
  return new Set(Object.keys(now).filter((code) => last?.[code] !== undefined && last[code] !== now[code]));
}
