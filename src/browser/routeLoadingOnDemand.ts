type RouteLoading = typeof import('./routeLoading');

/** Gatsby's navigate, and, once route-change handling wraps it, when the reader asked (src/browser/routeLoading.ts). */
type Navigate = (to: string | number, options?: object, since?: number) => unknown;

type GatsbyWindow = Window & { ___navigate?: Navigate };

let routeLoading: Promise<RouteLoading> | undefined;
/** What else the next page needs loaded before it renders, given by the entry (this layer imports no component). */
let alsoNeeded: () => Promise<unknown> = () => Promise.resolve();
let loaded: RouteLoading | undefined;
/** Gatsby's own navigate, which route-change handling wraps once it has loaded. */
let gatsbyNavigate: Navigate | undefined;

/**
 * Loads route-change handling (`./routeLoading`, chunk "route-loading": the progress bar, the
 * spinner's and the red box's states, Retry) once, and hands it Gatsby's navigate. A first paint
 * needs none of it, so it stays out of the first load: a hovered or touched link asks for it, with
 * Gatsby's prefetch of that page, and the first route change waits for it otherwise.
 */
export function prepareRouteLoads(): Promise<RouteLoading> {
  routeLoading ??= Promise.all([import(/* webpackChunkName: "route-loading" */ './routeLoading'), alsoNeeded()]).then(
    ([module]) => {
      if (gatsbyNavigate) (window as GatsbyWindow).___navigate = gatsbyNavigate;
      module.manageRouteLoads();
      loaded = module;
      return module;
    },
    (error: unknown) => {
      // Offline, or a new deployment removed the chunk: the next route change tries again.
      routeLoading = undefined;
      throw error;
    },
  );
  return routeLoading;
}

/**
 * Route changes go through route-change handling, loaded on demand (`prepareRouteLoads`) with
 * `needed` (code the next page needs before it renders). When they cannot load, the page is loaded
 * in full, as a link without JavaScript would be. Call once, at the client's entry.
 */
export function manageRouteLoadsOnDemand(needed: () => Promise<unknown> = alsoNeeded): void {
  alsoNeeded = needed;
  const target = window as GatsbyWindow;
  gatsbyNavigate = target.___navigate;
  if (!gatsbyNavigate) return;
  target.___navigate = (to, options) => {
    // The progress bar's delay counts from the reader's click, not from the chunk's arrival.
    const since = performance.now();
    prepareRouteLoads().then(
      () => target.___navigate!(to, options, since),
      () => (typeof to === 'string' ? window.location.assign(to) : gatsbyNavigate!(to, options)),
    );
  };
}

/** Called when the new page has rendered: ends a route change's spinner and progress bar, if any ran. */
export function routeLoadEnded(): void {
  loaded?.routeLoadEnded();
}
