import React, { useEffect, useRef, type ReactNode } from 'react';
import { useRouteLoad } from '../../browser/routeLoad';
import LoadError from '../LoadError';
import Loading from '../Loading';
import * as styles from './styles.module.css';

/**
 * The page area during a route change: the page, with a spinner over it while the next one is slow
 * to load; in its place, the red box with the error and Retry when it failed to load.
 */
export default function RouteLoadState({ children }: { children: ReactNode }) {
  const routeLoad = useRouteLoad();
  const errorRef = useRef<HTMLDivElement>(null);
  const spinnerRef = useRef<HTMLDivElement>(null);
  const retried = useRef(false);

  useEffect(() => {
    if (routeLoad.state === 'idle') retried.current = false;
    // After Retry, focus follows the reader's action instead of falling to the page: to the
    // spinner, then back to the Retry button if the page failed again.
    if (!retried.current) return;
    if (routeLoad.state === 'loading') spinnerRef.current?.focus();
    if (routeLoad.state === 'failed') errorRef.current?.querySelector('button')?.focus();
  }, [routeLoad]);

  if (routeLoad.state === 'failed') {
    return (
      <div ref={errorRef}>
        <LoadError
          message={routeLoad.message}
          onRetry={() => {
            retried.current = true;
            routeLoad.retry();
          }}
        />
      </div>
    );
  }
  return (
    <>
      {routeLoad.state === 'loading' && (
        <div className={styles.overlay}>
          <Loading ref={spinnerRef} label="page" />
        </div>
      )}
      {children}
    </>
  );
}
