/**
 * localStorage key of the reader's chosen docs version, one per docs plugin (the key Docusaurus
 * sites use). The
 * version dropdown's links remember it; a stored version no longer offered is dropped
 * (src/browser/rememberedChoices.ts).
 */
export function preferredVersionStorageKey(pluginId: string): string {
  return `docs-preferred-version-${pluginId}`;
}
