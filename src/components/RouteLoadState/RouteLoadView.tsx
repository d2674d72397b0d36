import React, { useEffect, useRef } from 'react';
import type { RouteLoad } from '../../browser/routeLoad';
import LoadError from '../LoadError';
import Loading from '../Loading';
import * as styles from './styles.module.css';
import { lazyUiStrings } from '../../browser/lazyUiStrings';

/**
 * What a route change under way shows in the page area: a spinner over the page while the next one
 * is slow to load; the red box with the error and Retry, in the page's place, when it failed.
 */
export default function RouteLoadView({ routeLoad }: { routeLoad: Exclude<RouteLoad, { state: 'idle' }> }) {
  const errorRef = useRef<HTMLDivElement>(null);
  const spinnerRef = useRef<HTMLDivElement>(null);
  const strings = lazyUiStrings();
  // Mounted for one route change: it starts afresh with the next.
  const retried = useRef(false);

  useEffect(() => {
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
    <div className={styles.overlay}>
      <Loading ref={spinnerRef} label={strings['loading.page']} />
    </div>
  );
}
