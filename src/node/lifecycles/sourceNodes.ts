import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyCache, GatsbyNode } from 'gatsby';
import siteConfig from '../../config/site.config';
import { admonitionTitlesIn } from '../../lib/content/admonitions';
import { readMediaFolder } from '../../render/mediaFolder';
import { mediaFolderPlace } from '../content/contentRoot';
import { createDocNode, isDocFile, madeInThisProcess, type FileNode } from '../docs/docNode';
import { needsMakingAgain } from '../docs/docNodeState';
import { rendererDigest } from '../docs/rendererDigest';
import { docSetOfSource, docsFolderOfSet } from '../docs/versionFolders';
import { localeStrings } from '../i18n/localeStrings';

/**
 * Whether a doc file's node is of the content this build reads: its file is there, in its docs
 * folder. Until sourcing ends, Gatsby still holds the nodes of files deleted since the last build,
 * or of the folder it read then (another TROVE_CONTENT_DIR), and drops them after.
 */
const ofThisContent = (file: FileNode) =>
  path.resolve(file.absolutePath) ===
    path.resolve(docsFolderOfSet(docSetOfSource(file.sourceInstanceName)!), file.relativePath) &&
  fs.existsSync(file.absolutePath);

/**
 * Makes again the `Doc` nodes, kept from the last build, of unchanged docs that need it (Gatsby runs
 * onCreateNode only for files that changed): those showing a file of media/ that changed since (a
 * picture replaced by one of another size, or deleted), those of a locale whose admonition titles
 * were translated anew, and those a build stopped by a mistake ended before they were made. Runs
 * once the docs folders are sourced, leaving the docs this process is making already.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  const media = readMediaFolder(mediaFolderPlace());
  const rendererChanged = await rendererChangedSinceLastBuild(args.cache);
  const retitled = await localesRetitledSinceLastBuild(args.cache);
  await Promise.all(
    args
      .getNodesByType('File')
      .filter(isDocFile)
      .filter(ofThisContent)
      .map(async (file) => {
        if (madeInThisProcess(file.id)) return;
        if (
          rendererChanged ||
          retitled.has(docSetOfSource(file.sourceInstanceName)!.locale.code) ||
          (await needsMakingAgain(args.cache, file.id, media.read))
        )
          await createDocNode({ ...args, node: file });
      }),
  );
};

/** Where the cache keeps the digest of the renderer that made the kept `Doc` nodes. */
const RENDERER_ENTRY = 'doc-nodes-renderer';

/**
 * Whether the code that renders docs changed since the last build (`rendererDigest`), then records
 * this build's. The render workers load that code outside the compiled gatsby-node, so Gatsby keeps
 * every unchanged doc's node, HTML and all, through a change to the renderer (a new allowed
 * component, a fix to the highlighting): each is made again. A first build, with nothing recorded,
 * makes every node anyway.
 */
async function rendererChangedSinceLastBuild(cache: Pick<GatsbyCache, 'get' | 'set'>): Promise<boolean> {
  const last = (await cache.get(RENDERER_ENTRY)) as string | undefined;
  await cache.set(RENDERER_ENTRY, rendererDigest());
  return last !== undefined && last !== rendererDigest();
}

/** Where the cache keeps the admonition titles, by locale, that the kept `Doc` nodes were rendered with. */
const TITLES_ENTRY = 'doc-nodes-admonition-titles';

/**
 * The locales whose admonitions' default titles (`admonition.*` of their strings file) changed since
 * the last build, then records this build's. A doc's HTML and twin hold its locale's titles, and
 * Gatsby keeps an unchanged doc's node through an edit of a strings file, which it does not source.
 */
async function localesRetitledSinceLastBuild(cache: Pick<GatsbyCache, 'get' | 'set'>): Promise<Set<string>> {
  const last = (await cache.get(TITLES_ENTRY)) as Record<string, string> | undefined;
  const titles = Object.fromEntries(
    siteConfig.i18n.locales.map(({ code }) => [code, JSON.stringify(admonitionTitlesIn(localeStrings(code)))]),
  );
  await cache.set(TITLES_ENTRY, titles);
  return new Set(Object.keys(titles).filter((code) => last?.[code] !== undefined && last[code] !== titles[code]));
}
