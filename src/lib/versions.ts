import type { Version } from '../config/schema';
import { docRoute } from './paths';

/**
 * Where a version's entry in the version dropdown leads: the same doc in that version when it
 * has it, otherwise the version's main doc.
 */
export function versionHref(version: Version, docsOfVersion: readonly string[], docId?: string): string {
  const target = docId && docsOfVersion.includes(docId) ? docId : version.mainDocId;
  return docRoute(version.path, target, version.mainDocId);
}
