import { withPrefix } from 'gatsby';
import { lazyResource } from '../../lib/lazyResource';
import type { SearchIndexFile } from '../../lib/search/indexFile';

/** Fetches the index the build wrote (its name is content-hashed), under the site's path prefix. */
async function fetchIndexFile(): Promise<SearchIndexFile> {
  const url = withPrefix(`/${__SEARCH_INDEX_FILE__}`);
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new Error(
      `The search index could not be loaded (${(error as Error).message}). Check the connection and retry.`,
    );
  }
  if (!response.ok) throw new Error(`The search index could not be loaded: ${url} answered ${response.status}.`);
  return (await response.json()) as SearchIndexFile;
}

/**
 * The search dialog, engine and index, none of which is on the first page load: they load on the
 * first open or shortcut, or earlier when the reader points at or focuses the search button. The
 * code chunk and the index download in parallel.
 */
export const searchResource = lazyResource(async () => {
  const [dialog, engine, indexFile] = await Promise.all([
    import(/* webpackChunkName: "search-dialog" */ '../SearchDialog'),
    import(/* webpackChunkName: "search-dialog" */ '../../lib/search/engine'),
    fetchIndexFile(),
  ]);
  return { SearchDialog: dialog.default, engine: engine.loadSearchEngine(indexFile) };
});
