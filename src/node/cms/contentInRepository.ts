import path from 'node:path';
import { CONTENT_ENV, redactGitUrl } from '../../lib/contentSource';
import { contentRoot, contentSource, FETCHED_CONTENT, isInProject } from '../content/contentRoot';

type Env = Record<string, string | undefined>;

/** Where the CMS finds the content being built. */
export interface ContentInRepository {
  /** The repository the CMS reads and writes: the folder the local decap-server is rooted at. */
  repositoryDir: string;
  /** The content folder in that repository as the CMS config names it: `content`, or '' for its root. */
  contentFolder: string;
}

/**
 * The project for its own `content/` or a folder inside it; the content folder itself for a folder
 * elsewhere or a fetched repository, whose root holds `docs/` and `navigation/` (CMS_REPO names it).
 */
export function contentInRepository(env: Env = process.env): ContentInRepository {
  const root = contentRoot(env);
  if (contentSource(env).kind === 'git' || !isInProject(root)) return { repositoryDir: root, contentFolder: '' };
  return { repositoryDir: process.cwd(), contentFolder: path.relative(process.cwd(), root).split(path.sep).join('/') };
}

/**
 * Why `npm run cms` cannot edit this content, or undefined when it can: content fetched from
 * TROVE_CONTENT_GIT is a checkout in the cache that every build replaces, so saves there would be lost.
 */
export function localEditingProblem(env: Env = process.env): string | undefined {
  const source = contentSource(env);
  if (source.kind !== 'git') return undefined;
  return (
    `npm run cms edits files on this machine, but ${CONTENT_ENV.git} is set: its content is a checkout in ` +
    `${FETCHED_CONTENT}/ that the next build replaces, so every save would be lost. Clone ` +
    `${redactGitUrl(source.url)}, then run npm run cms with ${CONTENT_ENV.dir} set to the clone and ` +
    `${CONTENT_ENV.git} and ${CONTENT_ENV.ref} unset; or edit in the deployed site's CMS (CMS_BACKEND).`
  );
}
