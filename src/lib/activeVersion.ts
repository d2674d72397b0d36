import type { Version } from '../config/schema';
import { currentVersionOf } from './versions';

/** The version navbar links lead into: the doc's own on a doc page, else the current one. */
export function activeVersion(versions: readonly Version[], docVersion: string | undefined): Version {
  return versions.find((version) => version.name === docVersion) ?? currentVersionOf(versions);
}
