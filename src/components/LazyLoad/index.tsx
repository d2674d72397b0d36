import React, { useEffect, useRef, type ReactNode } from 'react';
import type { LazyResource } from '../../lib/lazyResource';
import LoadError from '../LoadError';
import Loading from '../Loading';
import { useLazyResource } from './useLazyResource';

interface Props<T> {
  resource: LazyResource<T>;
  /** What is loading, for the spinner's name: "search" gives "Loading search…". */
  label: string;
  /** Renders the loaded value. */
  children: (value: T) => ReactNode;
}

/**
 * The lazy-loading states: a spinner while `resource` loads, a red box
 * with the error and a Retry button if it fails, then `children` with the value.
 */
export default function LazyLoad<T>({ resource, label, children }: Props<T>) {
  const { state, retry } = useLazyResource(resource);
  const statusRef = useRef<HTMLDivElement>(null);
  const retried = useRef(false);

  useEffect(() => {
    // The Retry button is gone once pressed; focus moves to the spinner instead of falling to the page.
    if (state.status === 'loading' && retried.current) statusRef.current?.focus();
  }, [state.status]);

  if (state.status === 'loaded') return <>{children(state.value)}</>;
  if (state.status === 'failed') {
    return (
      <LoadError
        message={state.error.message}
        onRetry={() => {
          retried.current = true;
          retry();
        }}
      />
    );
  }
  return <Loading ref={statusRef} label={label} />;
}
