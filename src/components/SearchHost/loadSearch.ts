import { withPrefix } from 'gatsby';
import { fetchSearchFile } from '../../browser/search/fetchSearchFile';
import { lazyResource } from '../../lib/lazyResource';
import { MANIFEST_FILE, type SearchManifest } from '../../lib/search/manifest';

/**
 * The search dialog and its engine, none of which is on the first page load: they load on the
 * first open or shortcut, or earlier when the reader points at or focuses the search button. The
 * dialog's code and the index manifest (under the site's path prefix) download in parallel; then
 * the search worker starts and loads the index statistics.
 */
export const searchResource = lazyResource(async () => {
  const manifestUrl = new URL(withPrefix(`/search/${MANIFEST_FILE}`), window.location.href).href;
  const [dialog, { startSearchWorker }, manifest] = await Promise.all([
    import(/* webpackChunkName: "search-dialog" */ '../SearchDialog'),
    import(/* webpackChunkName: "search-dialog" */ '../../browser/search/searchWorker'),
    fetchSearchFile(manifestUrl, 'no-cache') as Promise<SearchManifest>,
  ]);
  return { SearchDialog: dialog.default, engine: await startSearchWorker(manifest, manifestUrl) };
});
