import type { Version } from '../config/schema';
import { currentVersionOf } from './versions';

/**
 * The version navbar links lead into: the doc's own on a doc page, so they stay in the version the
 * reader is reading; else the latest, served at the root (the current docs while none is released).
 */
export function activeVersion(versions: readonly Version[], docVersion: string | undefined): Version {
  return (
    versions.find((version) => version.name === docVersion) ??
    versions.find((version) => version.isLast) ??
    currentVersionOf(versions)
  );
}
