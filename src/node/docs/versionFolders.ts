import { existsSync } from 'node:fs';
import path from 'node:path';
import { navigationFiles } from '../../config/navigationFiles';
import type { Version } from '../../config/schema';
import siteConfig from '../../config/site.config';
import {
  siteDocSets,
  translatedDocsFolder,
  versionDocsFolder,
  versionSidebarsFile,
  type SiteDocSet,
} from '../../lib/docs/docSets';
import { currentVersionOf } from '../../lib/versions';
import { contentRoot, displayPath, docsFolder } from '../content/contentRoot';
import { navigationFolder } from '../navigation/navigationSource';

/** Name of the gatsby-source-filesystem instance that sources the current docs folder (src/node/gatsby/config.ts). */
export const DOCS_SOURCE = 'docs';

const isCurrent = (version: Version) => version.name === currentVersionOf(siteConfig.docs.versions).name;

/** The gatsby-source-filesystem instance of a version's docs folder: `docs` for the current docs, `docs@1.0` for a release. */
export const docsSourceOf = (version: Version): string =>
  isCurrent(version) ? DOCS_SOURCE : `${DOCS_SOURCE}@${version.name}`;

/** The version whose docs folder (the default locale's) a gatsby-source-filesystem instance sources, if it sources one. */
export function versionOfSource(sourceInstanceName: string): Version | undefined {
  return siteConfig.docs.versions.find((version) => docsSourceOf(version) === sourceInstanceName);
}

/** Every doc set of the site config (`siteDocSets`). */
export const docSetsOfSite = (): SiteDocSet[] => siteDocSets(siteConfig.docs.versions, siteConfig.i18n);

const isDefaultLocale = (set: SiteDocSet) => set.locale.code === siteConfig.i18n.defaultLocale;

/**
 * The docs folder of a set, absolute: its version's for the default locale, else the locale's
 * translations of that version (`translatedDocsFolder`), which may not exist yet.
 */
export function docsFolderOfSet(set: SiteDocSet): string {
  if (isDefaultLocale(set)) return docsFolderOf(set.version);
  return path.join(
    contentRoot(),
    translatedDocsFolder(set.locale.code, { name: set.version.name, current: isCurrent(set.version) }),
  );
}

/** The gatsby-source-filesystem instance of a set's docs folder: its version's (`docsSourceOf`), then `@ar` for another locale. */
export const docsSourceOfSet = (set: SiteDocSet): string =>
  isDefaultLocale(set) ? docsSourceOf(set.version) : `${docsSourceOf(set.version)}@${set.locale.code}`;

/**
 * The doc sets whose folder the build sources: every default locale's set, and each translated
 * set whose folder exists (gatsby-source-filesystem fails on a missing folder; a locale with no
 * translations of a version serves the default locale's docs). A folder created later is sourced
 * from the next build, or the next start of `gatsby develop`.
 */
export const sourcedDocSets = (): SiteDocSet[] =>
  docSetsOfSite().filter((set) => isDefaultLocale(set) || existsSync(docsFolderOfSet(set)));

/**
 * The doc sets by their source, with the config they were made of: a build looks a set up several
 * times for each file it sources.
 */
let setsBySource: { versions: unknown; i18n: unknown; sets: Map<string, SiteDocSet> } | undefined;

/** The doc set whose docs folder a gatsby-source-filesystem instance sources, if it sources one. */
export function docSetOfSource(sourceInstanceName: string): SiteDocSet | undefined {
  const { i18n, docs } = siteConfig;
  if (setsBySource?.versions !== docs.versions || setsBySource.i18n !== i18n)
    setsBySource = {
      versions: docs.versions,
      i18n,
      sets: new Map(docSetsOfSite().map((set) => [docsSourceOfSet(set), set])),
    };
  return setsBySource.sets.get(sourceInstanceName);
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
