import { useCallback, useEffect, useSyncExternalStore } from 'react';
import siteConfig from '../config/site.config';
import type { Version } from '../config/schema';
import { preferredVersionStorageKey, resolvePreferredVersion } from '../lib/preferredVersion';
import { currentVersionOf } from '../lib/versions';
import { useActivePage } from './ActivePage';

const storageKey = preferredVersionStorageKey(siteConfig.docs.pluginId);
const listeners = new Set<() => void>();

function readStored(): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function writeStored(name: string | null): void {
  try {
    if (name === null) window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, name);
  } catch {
    // Blocked storage only means the choice is not remembered.
  }
  listeners.forEach((listener) => listener());
}

/** The docs version the reader chose last, read back from storage; a version gone from the config is dropped. */
export function usePreferredVersion(): { preferred: Version | undefined; savePreferred: (name: string) => void } {
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  const { version, stale } = resolvePreferredVersion(stored, siteConfig.docs.versions);
  useEffect(() => {
    if (stale) writeStored(null);
  }, [stale]);
  const savePreferred = useCallback((name: string) => writeStored(name), []);
  return { preferred: version, savePreferred };
}

/** The version navbar links use: the doc's own on a doc page, else the reader's preferred, else the current one. */
export function useActiveVersion(): Version {
  const { doc } = useActivePage();
  const { preferred } = usePreferredVersion();
  const docVersion = siteConfig.docs.versions.find((version) => version.name === doc?.version);
  return docVersion ?? preferred ?? currentVersionOf(siteConfig.docs.versions);
}
