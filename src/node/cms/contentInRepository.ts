import path from 'node:path';
import { CONTENT_ENV, redactGitUrl } from '../../lib/contentSource';
import { contentRoot, contentSource, FETCHED_CONTENT, isInProject } from '../content/contentRoot';

type Env = Record<string, string | undefined>;

/**
 * The content folder in the repository a Git backend commits to (CMS_REPO): `content`, or a folder
 * inside the project, in the project's repository; '' for a folder elsewhere or a fetched
 * repository, whose root holds `docs/` and `navigation/`. The local decap-server (`npm run cms`) is
 * rooted at the content folder itself (`contentRoot`), so it can write nothing else.
 */
export function contentInRepository(env: Env = process.env): string {
  const root = contentRoot(env);
  if (contentSource(env).kind === 'git' || !isInProject(root)) return '';
  return path.relative(process.cwd(), root).split(path.sep).join('/');
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
