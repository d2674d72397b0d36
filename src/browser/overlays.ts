import { useSyncExternalStore } from 'react';

/** The overlays a reader can open over the page: the mobile menu and search. */
export type Overlay = 'menu' | 'search';

let open: Overlay | null = null;
const listeners = new Set<() => void>();

/** Opens an overlay (closing the other); the layout renders it, loading its code then. */
export function openOverlay(overlay: Overlay | null): void {
  open = overlay;
  listeners.forEach((listener) => listener());
}

export const closeOverlay = () => openOverlay(null);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The overlay open now, if any. */
export function useOverlay(): Overlay | null {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => null,
  );
}
