import { sharedState } from './sharedState';

/** The state of a route change, which the layout shows in the page area. */
export type RouteLoad =
  | { state: 'idle' }
  /** Slower than the progress bar's delay: a spinner shows over the page. */
  | { state: 'loading' }
  /** The code or data did not load: a red box with the error text and Retry. */
  | { state: 'failed'; message: string; retry: () => void };

const routeLoad = sharedState<RouteLoad>({ state: 'idle' });

export const setRouteLoad = routeLoad.set;

export const clearRouteLoad = () => setRouteLoad({ state: 'idle' });

export const useRouteLoad = routeLoad.useValue;
