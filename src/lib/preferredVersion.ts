import type { Version } from '../config/schema';

/** localStorage key of the reader's chosen docs version, one per docs plugin (spec section 9). */
export function preferredVersionStorageKey(pluginId: string): string {
  return `docs-preferred-version-${pluginId}`;
}

/**
 * The stored version if the config still has it. `stale` says a stored name no longer exists
 * and should be dropped from storage (spec section 4).
 */
export function resolvePreferredVersion(
  stored: string | null,
  versions: readonly Version[],
): { version: Version | undefined; stale: boolean } {
  if (stored === null) return { version: undefined, stale: false };
  const version = versions.find((candidate) => candidate.name === stored);
  return { version, stale: version === undefined };
}
