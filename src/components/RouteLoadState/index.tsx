import React, { lazy, Suspense, type ReactNode } from 'react';
import { useRouteLoad } from '../../browser/routeLoad';

/**
 * The spinner and the red box, in the chunk of route-change handling (src/browser/routeLoadingOnDemand.ts):
 * a route change's state leaves idle only once that chunk has loaded, so a first load needs neither.
 */
const RouteLoadView = lazy(() => import(/* webpackChunkName: "route-loading" */ './RouteLoadView'));

/**
 * The page area during a route change: the page, with a spinner over it while the next one is slow
 * to load; in its place, the red box with the error and Retry when it failed to load.
 */
export default function RouteLoadState({ children }: { children: ReactNode }) {
  const routeLoad = useRouteLoad();
  return (
    <>
      {routeLoad.state !== 'idle' && (
        <Suspense fallback={null}>
          <RouteLoadView routeLoad={routeLoad} />
        </Suspense>
      )}
      {routeLoad.state !== 'failed' && children}
    </>
  );
}
