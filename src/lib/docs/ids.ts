/** File extensions of docs. */
export const DOC_FILE_PATTERN = /\.mdx?$/;

/** A path inside the docs folder with forward slashes and no leading `./`: `guides/alerts.mdx`. */
export function toDocsPath(relativePath: string): string {
  return relativePath
    .split(/[\\/]/)
    .filter((segment) => segment !== '' && segment !== '.')
    .join('/');
}

/** The folder of a docs path: `guides/alerts.mdx` → `guides`; a file at the top has folder `''`. */
export function folderOf(docsPath: string): string {
  const slash = docsPath.lastIndexOf('/');
  return slash === -1 ? '' : docsPath.slice(0, slash);
}

/** A docs file's name without folder and extension: `guides/alerts.mdx` → `alerts`. */
export function fileNameOf(docsPath: string): string {
  return docsPath.slice(docsPath.lastIndexOf('/') + 1).replace(DOC_FILE_PATTERN, '');
}

/**
 * A doc's id: its folder, then its front matter `id` or else its file name. `guides/alerts.mdx`
 * is `guides/alerts`; with `id: price-alerts` it is `guides/price-alerts`. The id names the doc
 * in sidebars and navbar items, and gives its route.
 */
export function docIdOf(docsPath: string, frontMatterId: string | undefined): string {
  const folder = folderOf(docsPath);
  const name = frontMatterId ?? fileNameOf(docsPath);
  return folder ? `${folder}/${name}` : name;
}
