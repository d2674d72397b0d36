import type { Version } from '../config/schema';
import { docRoute } from './paths';

/**
 * The docs a version publishes: each one's id, and its front matter `slug` as a route inside the
 * version (`slugInVersion`), or null for the route its id gives.
 */
export type DocsOfVersion = ReadonlyMap<string, string | null>;

/**
 * Where a version's entry in the version dropdown leads: the same doc in that version when it
 * has it, otherwise the version's main doc.
 */
export function versionHref(version: Version, docsOfVersion: DocsOfVersion, docId?: string): string {
  const target = docId && docsOfVersion.has(docId) ? docId : version.mainDocId;
  return docRoute(version.path, target, version.mainDocId, docsOfVersion.get(target));
}

/** Route of a version's main doc: where the version's own links land. */
export function mainDocRoute(version: Version): string {
  return docRoute(version.path, version.mainDocId, version.mainDocId);
}

/** Name of the version built from the docs folder being edited. */
export const CURRENT_VERSION_NAME = 'current';

/** The version the docs folder is built as: the one named `current`, else the first. */
export function currentVersionOf(versions: readonly Version[]): Version {
  return versions.find((version) => version.name === CURRENT_VERSION_NAME) ?? versions[0];
}

/** The latest version, served at the root: the one marked `isLast` (the schema holds one), else the current docs. */
export function latestVersionOf(versions: readonly Version[]): Version {
  return versions.find((version) => version.isLast) ?? currentVersionOf(versions);
}

/**
 * Where a navbar `doc` item leads from a page of version `active`: that doc in the reader's version,
 * or in the latest where the reader's version lacks it, as Docusaurus' navbar does; the build has
 * checked that the latest has it (`navbarReferenceProblems`). Without `docIdsOf` (the markup every
 * page shares, whose version is the latest) the doc is taken to be in `active`.
 */
export function navbarDocRoute(
  docId: string,
  versions: readonly Version[],
  active: Version,
  docIdsOf?: ReadonlyMap<string, DocsOfVersion>,
): string {
  const version = docIdsOf && !docIdsOf.get(active.name)?.has(docId) ? latestVersionOf(versions) : active;
  return docRoute(version.path, docId, version.mainDocId, docIdsOf?.get(version.name)?.get(docId));
}
