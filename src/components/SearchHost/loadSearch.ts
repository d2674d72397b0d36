import { withPrefix } from 'gatsby';
import { fetchSearchFile } from '../../browser/search/fetchSearchFile';
import { lazyResource, type LazyResource } from '../../lib/lazyResource';
import { MANIFEST_FILE, SEARCH_INDEX_ATTRIBUTE, type SearchManifest } from '../../lib/search/manifest';

/** The search dialog and the engine over one doc set's index. */
type LoadedSearch = { SearchDialog: (typeof import('../SearchDialog'))['default']; engine: SearchEngineOf };
type SearchEngineOf = Awaited<ReturnType<(typeof import('../../browser/search/searchWorker'))['startSearchWorker']>>;

/** The search of each index opened this visit, by manifest. */
const resources = new Map<string, LazyResource<LoadedSearch>>();

/**
 * The search dialog and its engine over the index of the page's version (the manifest the search
 * button names, else the root's), none of which is on the first page load: they load on the first
 * open or shortcut, or earlier when the reader points at or focuses the search button. The dialog's
 * code and the index manifest (under the site's path prefix) download in parallel; then the search
 * worker starts and loads the index statistics.
 */
export function searchResourceOfPage(): LazyResource<LoadedSearch> {
  const manifestFile =
    document.querySelector(`[${SEARCH_INDEX_ATTRIBUTE}]`)?.getAttribute(SEARCH_INDEX_ATTRIBUTE) ?? MANIFEST_FILE;
  let resource = resources.get(manifestFile);
  if (!resource) {
    resource = lazyResource(async () => {
      const manifestUrl = new URL(withPrefix(`/search/${manifestFile}`), window.location.href).href;
      const [dialog, { startSearchWorker }, manifest] = await Promise.all([
        import(/* webpackChunkName: "search-dialog" */ '../SearchDialog'),
        import(/* webpackChunkName: "search-dialog" */ '../../browser/search/searchWorker'),
        fetchSearchFile(manifestUrl, 'no-cache') as Promise<SearchManifest>,
      ]);
      return { SearchDialog: dialog.default, engine: await startSearchWorker(manifest, manifestUrl) };
    });
    resources.set(manifestFile, resource);
  }
  return resource;
}
