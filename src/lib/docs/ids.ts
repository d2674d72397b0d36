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

/**
 * What each part of a doc id, between its slashes, is made of: the rule of the front matter's `id`,
 * and of folder and file names too, since they give the id and the id gives the route.
 */
export const DOC_ID_PART = /^[a-z0-9][a-z0-9-]*$/;

export const DOC_ID_PART_RULE = 'lowercase letters, digits and dashes, like "price-guides"';

/** A whole doc id, its folders included, as sidebars and front matter name a doc: `guides/alerts`. */
export const DOC_ID = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/;

/**
 * A doc's front matter `slug`, its route in place of the one its id gives: parts of the id rule
 * between slashes, from the version's root when it starts with "/" (`/wants`, or `/` for the
 * version's home), else beside the doc's folder (`alerts`).
 */
export const SLUG = /^\/$|^\/?[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/;

/**
 * A front matter `slug` as a route inside its version: from the version's root when it starts with
 * "/", else beside the doc's folder (`guides/alerts.mdx` with `slug: price` is at `/guides/price`).
 */
export function slugInVersion(docsPath: string, slug: string): string {
  if (slug.startsWith('/')) return slug;
  const folder = folderOf(docsPath);
  return folder ? `/${folder}/${slug}` : `/${slug}`;
}

export const SLUG_RULE = `a route such as "/wants" (from the version's root) or "alerts" (beside the doc's folder), with ${DOC_ID_PART_RULE} between its slashes`;

/** A name the id rule accepts, made from one it refuses: `Café Tips` → `cafe-tips`; '' when nothing is left. */
export function suggestedIdPart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const renameTo = (what: string, suggested: string, extension: string) =>
  suggested === '' ? `rename ${what} with ${DOC_ID_PART_RULE}` : `rename ${what} to ${suggested}${extension}`;

/**
 * What is wrong with the id a doc's path gives it: a line for each folder, and for the file name
 * unless a front-matter `id` replaces it, that the id rule refuses, saying what was found and the
 * fix. None when the id is valid.
 */
export function docIdProblems(docsPath: string, frontMatterId: string | undefined): string[] {
  const problems: string[] = [];
  const folders = folderOf(docsPath).split('/');
  folders.forEach((folder, index) => {
    if (folder === '' || DOC_ID_PART.test(folder)) return;
    const folderPath = folders.slice(0, index + 1).join('/');
    const fix = renameTo('the folder', suggestedIdPart(folder), '');
    problems.push(`folder ${folderPath}: found "${folder}"; expected ${DOC_ID_PART_RULE}; ${fix}`);
  });
  const name = fileNameOf(docsPath);
  if (frontMatterId === undefined && !DOC_ID_PART.test(name)) {
    const suggested = suggestedIdPart(name);
    const rename = renameTo('the file', suggested, DOC_FILE_PATTERN.exec(docsPath)?.[0] ?? '');
    const idSuggestion = suggested === '' ? '' : ` (id: ${suggested})`;
    problems.push(
      `file name: found "${name}"; expected ${DOC_ID_PART_RULE}; ${rename}, ` +
        `or give the doc an id in its front matter${idSuggestion}, which replaces the file name`,
    );
  }
  return problems;
}

/** The last line of a message on a doc id: where the id comes from, and what else names it. */
export const DOC_ID_FIX =
  "A doc's id, which gives its route, is its folders and file name (content/docs/guides/alerts.mdx is " +
  'guides/alerts, at /guides/alerts); after a rename, change the sidebar entries that name the doc by id ' +
  '(README, Editing the docs).';
