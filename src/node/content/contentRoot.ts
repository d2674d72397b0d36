import path from 'node:path';
import { EnvironmentError } from '../../config/environment';
import { readContentSource, redactGitUrl, type ContentSource } from '../../lib/contentSource';
import { MEDIA_FOLDER } from '../../lib/media/mediaFiles';
import type { MediaFolderPlace } from '../../lib/media/mediaImages';

type Env = Record<string, string | undefined>;

/** The project's own content folder: `docs/` (the MDX files) and `navigation/` (sidebars, navbar, footer, announcement). */
export const PROJECT_CONTENT = 'content';

/** Where content from TROVE_CONTENT_GIT is checked out, in Gatsby's cache (relative to the project). */
export const FETCHED_CONTENT = path.join('.cache', 'trove-content');

/**
 * The content source the environment names. Invalid variables give the project's own content
 * here: the Gatsby config (src/node/gatsby/config.ts) calls this while Gatsby loads it, which
 * swallows errors, and onPreInit stops the build with the problems
 * (src/node/environment/validateEnvironment.ts).
 */
export function contentSource(env: Env = process.env): ContentSource {
  try {
    return readContentSource(env);
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    return { kind: 'project' };
  }
}

/**
 * The folder the site's content is built from, absolute: the project's `content/`, TROVE_CONTENT_DIR
 * (relative to the project), or the checkout of TROVE_CONTENT_GIT in the cache. Pure: the checkout
 * is made at bootstrap (src/node/lifecycles/onPreBootstrap.ts), before any file is sourced.
 */
export function contentRoot(env: Env = process.env): string {
  const source = contentSource(env);
  if (source.kind === 'dir') return path.resolve(source.dir);
  return path.resolve(source.kind === 'git' ? FETCHED_CONTENT : PROJECT_CONTENT);
}

/** The folder of the docs: `docs/` of the content root. */
export function docsFolder(env: Env = process.env): string {
  return path.join(contentRoot(env), 'docs');
}

/** The content's media folder, published at /media/: where it is, and as messages name it (`content/media`). */
export function mediaFolderPlace(env: Env = process.env): MediaFolderPlace {
  const folder = path.join(contentRoot(env), MEDIA_FOLDER);
  return { path: folder, shown: displayPath(folder, env) };
}

/**
 * A file's path as editors' messages show it: relative to the project for the project's own files
 * (`content/docs/wants.mdx`, and `content/navigation/navbar.yml` when fetched content has no
 * navigation) and for a folder inside the project, absolute for a folder elsewhere, and for
 * fetched content relative to the repository with its URL and ref
 * (`docs/wants.mdx (in https://github.com/trove-app/docs.git at v1.2.0)`), not the cache path.
 */
export function displayPath(absolutePath: string, env: Env = process.env): string {
  const source = contentSource(env);
  if (source.kind === 'git' && isWithin(contentRoot(env), absolutePath)) {
    const inRepository = path.relative(contentRoot(env), absolutePath).split(path.sep).join('/');
    return `${inRepository} (in ${redactGitUrl(source.url)} at ${source.ref})`;
  }
  return isInProject(absolutePath) ? path.relative(process.cwd(), absolutePath) : absolutePath;
}

/**
 * The content as messages name it: `content`, a folder (`shelf-content`, or absolute when outside
 * the project), or a repository with its ref (`https://github.com/trove-app/docs.git at v1.2.0`).
 */
export function contentShown(env: Env = process.env): string {
  const source = contentSource(env);
  if (source.kind === 'git') return `${redactGitUrl(source.url)} at ${source.ref}`;
  return displayPath(contentRoot(env), env);
}

/** Whether an absolute path lies in `folder` or is the folder itself. */
function isWithin(folder: string, absolutePath: string): boolean {
  const inside = path.relative(folder, absolutePath);
  return !(inside === '..' || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside));
}

/** Whether an absolute path lies in the project (the working directory) or is the project itself. */
export function isInProject(absolutePath: string): boolean {
  return isWithin(process.cwd(), absolutePath);
}
