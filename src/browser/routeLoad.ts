import { useSyncExternalStore } from 'react';

/** The state of a route change, which the layout shows in the page area. */
export type RouteLoad =
  | { state: 'idle' }
  /** Slower than the progress bar's delay: a spinner shows over the page. */
  | { state: 'loading' }
  /** The code or data did not load: a red box with the error text and Retry. */
  | { state: 'failed'; message: string; retry: () => void };

const IDLE: RouteLoad = { state: 'idle' };
let current: RouteLoad = IDLE;
const listeners = new Set<() => void>();

export function setRouteLoad(next: RouteLoad): void {
  current = next;
  listeners.forEach((listener) => listener());
}

export const clearRouteLoad = () => setRouteLoad(IDLE);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRouteLoad(): RouteLoad {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => IDLE,
  );
}
