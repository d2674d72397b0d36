import { existsSync } from 'node:fs';
import path from 'node:path';
import { navigationFiles } from '../../config/navigationFiles';
import type { Version } from '../../config/schema';
import siteConfig from '../../config/site.config';
import { versionDocsFolder, versionSidebarsFile } from '../../lib/docs/docSets';
import { currentVersionOf } from '../../lib/versions';
import { contentRoot, displayPath, docsFolder } from '../content/contentRoot';
import { navigationFolder } from '../navigation/navigationSource';

/** Name of the gatsby-source-filesystem instance that sources the current docs folder (src/node/gatsby/config.ts). */
export const DOCS_SOURCE = 'docs';

const isCurrent = (version: Version) => version === currentVersionOf(siteConfig.docs.versions);

/** The gatsby-source-filesystem instance of a version's docs folder: `docs` for the current docs, `docs@1.0` for a release. */
export const docsSourceOf = (version: Version): string =>
  isCurrent(version) ? DOCS_SOURCE : `${DOCS_SOURCE}@${version.name}`;

/** The version whose docs folder a gatsby-source-filesystem instance sources, if it sources one. */
export function versionOfSource(sourceInstanceName: string): Version | undefined {
  return siteConfig.docs.versions.find((version) => docsSourceOf(version) === sourceInstanceName);
}

/** A version's docs folder, absolute: `docs/` of the content for the current docs, its snapshot for a release. */
export function docsFolderOf(version: Version): string {
  return isCurrent(version) ? docsFolder() : path.join(contentRoot(), versionDocsFolder(version.name));
}

/** A version's sidebars file, absolute: the navigation folder's for the current docs, its snapshot for a release. */
export function sidebarsFileOf(version: Version): string {
  return isCurrent(version)
    ? path.join(navigationFolder(), navigationFiles.sidebars.file)
    : path.join(contentRoot(), versionSidebarsFile(version.name));
}

/**
 * Problems with the released versions' snapshots, one line each naming the file and the fix: every
 * version of the site config but the current docs is built from its snapshot in the content.
 */
export function missingSnapshots(): string[] {
  return siteConfig.docs.versions.flatMap((version, index) => {
    if (isCurrent(version)) return [];
    const missing = [docsFolderOf(version), sidebarsFileOf(version)].filter((file) => !existsSync(file));
    return missing.map(
      (file) =>
        `docs.versions[${index}] ("${version.name}") is built from ${displayPath(file)}, which is missing. ` +
        `Release it with npm run docs:version -- ${version.name} (which writes it from the current docs), ` +
        `or remove the version from src/config/site.config.ts.`,
    );
  });
}
