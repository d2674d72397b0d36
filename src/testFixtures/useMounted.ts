import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/** False in the static HTML and during hydration, true once the component runs in the browser. */
export function useMounted(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
