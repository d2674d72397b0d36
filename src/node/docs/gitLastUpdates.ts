import path from 'node:path';
import type { GatsbyCache, Reporter } from 'gatsby';
import { GIT_LOG_ARGS, parseGitLog, type LastUpdate } from '../../lib/docs/lastUpdate';
import { contentShown } from '../content/contentRoot';
import { git, GitError } from '../content/gitCheckout';

/** The last change of each file of the content, by its absolute path. */
export type LastUpdates = ReadonlyMap<string, Required<LastUpdate>>;

/** Where the last read is kept: one entry, replaced when the commit checked out changes. */
const CACHE_KEY = 'git-last-updates';

interface CachedUpdates {
  /** The commit checked out and the folder read, which the entries are true for. */
  key: string;
  entries: Array<[string, Required<LastUpdate>]>;
}

/** How the content's history is read: git by default; a test's stand-in records its calls. */
export type RunGit = (args: string[], cwd: string) => string;

/** The problems already warned about, so a build (and `gatsby develop`, rebuilding) says each once. */
const warned = new Set<string>();

function warnOnce(reporter: Reporter, message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  reporter.warn(message);
}

const GET_HISTORY =
  'In GitHub Actions, give actions/checkout `fetch-depth: 0` (as .github/workflows/deploy.yml does); ' +
  'elsewhere clone without --depth, or run `git fetch --unshallow`.';

/** Why the content has no history to read, and how to get it. */
function noHistoryWarning(reason: 'shallow' | 'none', detail = ''): string {
  const lead = 'Docs show no "Last updated" date (front matter last_update still shows)';
  if (reason === 'shallow')
    return `${lead}: ${contentShown()} is in a shallow clone, whose one commit would date every doc the same. ${GET_HISTORY}`;
  return `${lead}: the build cannot read the history of ${contentShown()} (${detail}). Build from a Git clone with its history. ${GET_HISTORY}`;
}

/**
 * The last commit that changed each file of the content folder `root`: its date and author, read
 * with one `git log` for the whole folder, and kept in Gatsby's cache by the commit checked out, so
 * a build of the same commit runs no `git log` (one `git rev-parse` tells the commit). A checkout
 * without history (a shallow clone, a folder outside Git) gives none,
 * with one warning that says how to get it: a shallow clone's one commit would date every doc the same.
 */
export async function lastUpdatesOf(
  root: string,
  { cache, reporter, run = git }: { cache: Pick<GatsbyCache, 'get' | 'set'>; reporter: Reporter; run?: RunGit },
): Promise<LastUpdates> {
  let head: string;
  let shallow: string;
  try {
    [head, shallow] = run(['rev-parse', 'HEAD', '--is-shallow-repository'], root).split('\n');
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    warnOnce(reporter, noHistoryWarning('none', error.message));
    return new Map();
  }
  if (shallow === 'true') {
    warnOnce(reporter, noHistoryWarning('shallow'));
    return new Map();
  }
  const key = `${head}:${root}`;
  const cached = (await cache.get(CACHE_KEY)) as CachedUpdates | undefined;
  if (cached?.key === key) return new Map(cached.entries);
  const entries = [...parseGitLog(run(GIT_LOG_ARGS, root))].map(([file, update]): [string, Required<LastUpdate>] => [
    path.join(root, file),
    update,
  ]);
  await cache.set(CACHE_KEY, { key, entries } satisfies CachedUpdates);
  return new Map(entries);
}
