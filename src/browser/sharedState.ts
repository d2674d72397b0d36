import { useSyncExternalStore } from 'react';

export interface SharedState<T> {
  get: () => T;
  set: (next: T) => void;
  /** The value now, for a component: it renders again on each change. The build's HTML has the initial value. */
  useValue: () => T;
}

/** A value that modules outside React set and components read, such as the overlay open now. */
export function sharedState<T>(initial: T): SharedState<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get: () => value,
    set(next) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    useValue: () =>
      useSyncExternalStore(
        subscribe,
        () => value,
        () => initial,
      ),
  };
}
