import { sharedState } from './sharedState';

/** The state of a route change, which the layout shows in the page area. */
export type RouteLoad =
  | { state: 'idle' }
  /** Slower than the progress bar's delay: a spinner shows over the page. */
  | { state: 'loading' }
  /** The code or data did not load: a red box with the error text and Retry. */
  | { state: 'failed'; message: string; retry: () => void };

/** One value for every idle state: ending a route change that showed no spinner changes nothing. */
const IDLE: RouteLoad = { state: 'idle' };

const routeLoad = sharedState<RouteLoad>(IDLE);

export const setRouteLoad = routeLoad.set;

export const clearRouteLoad = () => setRouteLoad(IDLE);

export const useRouteLoad = routeLoad.useValue;
