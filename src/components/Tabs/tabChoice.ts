import { useCallback, useState, useSyncExternalStore } from 'react';

/** Where a tab group's choice is kept, so it holds across pages and visits. */
export const tabStorageKey = (groupId: string) => `tabs.${groupId}`;

const listeners = new Set<() => void>();

function read(groupId: string): string | null {
  try {
    return window.localStorage.getItem(tabStorageKey(groupId));
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another browser tab made a choice.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The tab chosen in a group: every Tabs with the same `groupId` shows the same tab, on the page, in
 * other browser tabs and on later visits. Without a group, or before a choice, `fallback`.
 */
export function useTabChoice(
  groupId: string | undefined,
  values: readonly string[],
  fallback: string,
): [string, (value: string) => void] {
  const [own, setOwn] = useState(fallback);
  const stored = useSyncExternalStore(
    subscribe,
    () => (groupId ? read(groupId) : null),
    () => null,
  );
  const choose = useCallback(
    (value: string) => {
      setOwn(value);
      if (!groupId) return;
      try {
        window.localStorage.setItem(tabStorageKey(groupId), value);
      } catch {
        // Blocked storage only means the choice is not remembered.
      }
      listeners.forEach((listener) => listener());
    },
    [groupId],
  );
  return [stored !== null && values.includes(stored) ? stored : own, choose];
}
