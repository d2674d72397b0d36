import { withPrefix } from 'gatsby';
import { retryPath, routeLoadMessage } from '../lib/routeLoad';
import { finishNavigationProgress, PROGRESS_BAR_DELAY_MS, startNavigationProgress } from './progressBar';
import { clearRouteLoad, setRouteLoad } from './routeLoad';

interface PageResources {
  status?: string;
  error?: unknown;
}

interface GatsbyLoader {
  loadPage: (path: string) => Promise<PageResources | null | undefined>;
  loadPageSync: (path: string, options?: object) => PageResources | undefined;
}

interface NavigateOptions {
  replace?: boolean;
}

/**
 * Gatsby's navigate; as this module wraps it, `since` is when the reader asked for the page
 * (`performance.now()`), from which the progress bar's delay counts: the first route change waits
 * for this module's chunk first (src/browser/routeLoadingOnDemand.ts).
 */
type Navigate = (to: string | number, options?: NavigateOptions, since?: number) => unknown;

type GatsbyWindow = Window & {
  ___navigate?: Navigate;
  ___loader?: GatsbyLoader;
  ___webpackCompilationHash?: string;
};

/** Gatsby's loader marks a page whose data or code failed to load with this status. */
const LOAD_ERROR_STATUS = 'error';

const loadFailed = (resources: PageResources | null | undefined) =>
  !resources || resources.status === LOAD_ERROR_STATUS;

/** Pages whose failed load was retried, and the name the loader knows their fresh load by. */
const retriedPaths = new Map<string, string>();
/** Counts route changes and retries: a load that a newer one has overtaken does nothing when it ends. */
let latestLoad = 0;
let spinnerTimer: number | undefined;

/** Whether the server now holds another build than the one this page runs: its files are gone. */
async function newDeployment(): Promise<boolean> {
  try {
    const response = await fetch(withPrefix('/page-data/app-data.json'), { cache: 'no-store' });
    if (!response.ok) return false;
    const { webpackCompilationHash } = (await response.json()) as { webpackCompilationHash?: string };
    return webpackCompilationHash !== (window as GatsbyWindow).___webpackCompilationHash;
  } catch {
    // Unreachable: retrying the page itself shows the reader what is wrong.
    return false;
  }
}

/**
 * Route changes with page-load states. Gatsby's router, when a page's code or data does not load,
 * reloads the whole page and drops its query and hash. Instead the page is loaded before
 * the router is asked to show it: slower than the progress bar's delay, a spinner shows in the
 * page area; failing, a red box with the error and Retry shows in place, the address bar already
 * on the page's URL, query and hash included. Retry loads the page again, or in full when a new
 * deployment has replaced this build's files.
 */
export function manageRouteLoads(): void {
  const target = window as GatsbyWindow;
  const navigate = target.___navigate;
  const loader = target.___loader;
  if (!navigate || !loader) return;

  // Gatsby's router asks the public loader for each page it shows: a retried page by its fresh name.
  const { loadPage, loadPageSync } = loader;
  const currentName = (path: string) => retriedPaths.get(path) ?? path;
  loader.loadPage = (path) => loadPage(currentName(path));
  loader.loadPageSync = (path, options) => loadPageSync(currentName(path), options);

  const show = (url: URL, options?: NavigateOptions) => navigate(url.pathname + url.search + url.hash, options);

  function fail(url: URL, options: NavigateOptions | undefined, error: unknown): void {
    window.clearTimeout(spinnerTimer);
    finishNavigationProgress();
    console.warn(`Could not load the code or data of ${url.pathname} (a network error or a newer deployment).`);
    if (window.location.href !== url.href) {
      window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', url.href);
    }
    setRouteLoad({ state: 'failed', message: routeLoadMessage(url.pathname, error), retry: () => void retry(url) });
  }

  async function load(url: URL, options: NavigateOptions | undefined, since: number): Promise<void> {
    const attempt = ++latestLoad;
    startNavigationProgress(since);
    window.clearTimeout(spinnerTimer);
    spinnerTimer = window.setTimeout(
      () => setRouteLoad({ state: 'loading' }),
      PROGRESS_BAR_DELAY_MS - (performance.now() - since),
    );
    const resources = await loader!.loadPage(url.pathname + url.search);
    if (attempt !== latestLoad) return;
    if (loadFailed(resources)) fail(url, options, resources?.error);
    else show(url, options);
  }

  async function retry(url: URL): Promise<void> {
    const attempt = ++latestLoad;
    setRouteLoad({ state: 'loading' });
    if (await newDeployment()) {
      window.location.assign(url.href);
      return;
    }
    const path = url.pathname + url.search;
    retriedPaths.set(path, retryPath(path, attempt));
    const resources = await loader!.loadPage(path);
    if (attempt !== latestLoad) return;
    // The address bar is on the page already: the router replaces that entry.
    if (loadFailed(resources)) fail(url, { replace: true }, resources?.error);
    else show(url, { replace: true });
  }

  target.___navigate = (to, options, since = performance.now()) => {
    if (typeof to !== 'string') return navigate(to, options);
    const url = new URL(to, window.location.href);
    // Another place on this page: nothing to load.
    if (url.pathname + url.search === window.location.pathname + window.location.search) return navigate(to, options);
    void load(url, options, since);
  };

  // Back or forward leaves a page that failed: the router shows the page of that entry.
  window.addEventListener('popstate', () => {
    latestLoad += 1;
    window.clearTimeout(spinnerTimer);
    clearRouteLoad();
  });
}

/** Called when the new page has rendered: the spinner and the progress bar end. */
export function routeLoadEnded(): void {
  window.clearTimeout(spinnerTimer);
  clearRouteLoad();
  finishNavigationProgress();
}
