import { useCallback, useEffect, useState } from 'react';
import type { LazyResource } from '../../lib/lazyResource';

export type LazyState<T> = { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'failed'; error: Error };

function stateOf<T>(resource: LazyResource<T>): LazyState<T> {
  const value = resource.peek();
  return value === undefined ? { status: 'loading' } : { status: 'loaded', value };
}

/** Loads `resource` when the component mounts (at once if it is already loaded); `retry` tries again after a failure. */
export function useLazyResource<T>(resource: LazyResource<T>): { state: LazyState<T>; retry: () => void } {
  const [state, setState] = useState<LazyState<T>>(() => stateOf(resource));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (resource.peek() !== undefined) return undefined;
    let current = true;
    resource.load().then(
      (value) => current && setState({ status: 'loaded', value }),
      (error: unknown) =>
        current && setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [resource, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}
