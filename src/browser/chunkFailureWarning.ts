interface PageResources {
  status?: string;
}

interface GatsbyLoader {
  loadPage: (path: string) => Promise<PageResources | null | undefined>;
}

/** Gatsby's loader marks a page whose data or code failed to load with this status. */
const LOAD_ERROR_STATUS = 'error';

/**
 * When a page's chunk or data fails to load on a route change, Gatsby silently falls back to a
 * full page load of the target. Spec section 8 wants that logged: this adds the warning and
 * leaves Gatsby's fallback as it is.
 */
export function warnOnChunkLoadFailure(): void {
  const loader = (window as Window & { ___loader?: GatsbyLoader }).___loader;
  if (!loader) return;
  const loadPage = loader.loadPage;
  loader.loadPage = (path) =>
    loadPage(path).then((resources) => {
      if (!resources || resources.status === LOAD_ERROR_STATUS) {
        console.warn(
          `Could not load the code or data of ${path} (a network error or a newer deployment); loading the page in full instead.`,
        );
      }
      return resources;
    });
}
