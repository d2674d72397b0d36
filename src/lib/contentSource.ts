import { GIT_REF_EXPECTED, isGitRefName } from './gitRefName';

/** The environment variables that choose where the site's content (`docs/`, `navigation/`) comes from. */
export const CONTENT_ENV = {
  dir: 'TROVE_CONTENT_DIR',
  git: 'TROVE_CONTENT_GIT',
  ref: 'TROVE_CONTENT_REF',
} as const;

/**
 * Where the content is built from: the project's own `content/`, another folder, or a git
 * repository at a branch, tag or commit, fetched at build start.
 */
export type ContentSource =
  { kind: 'project' } | { kind: 'dir'; dir: string } | { kind: 'git'; url: string; ref: string };

/** The content source, or the problems of the variables, each naming the variable, what was found and the fix. */
export type ContentSourceReading = { ok: true; source: ContentSource } | { ok: false; problems: string[] };

type Env = Record<string, string | undefined>;

const { dir: DIR, git: GIT, ref: REF } = CONTENT_ENV;

const GIT_URL_EXPECTED =
  'a git URL such as https://github.com/owner/docs.git, ssh://git@host/owner/docs.git, git@host:owner/docs.git or file:///absolute/path/to/repo';

/** URL schemes git is asked to fetch over; others (ext::, fd::) can run commands or make no sense here. */
const GIT_SCHEMES = ['https:', 'http:', 'ssh:', 'git:', 'file:'];

/** Whether `url` is a git URL this site fetches: a URL of a known scheme, or scp-like `user@host:path`. */
export function isGitUrl(url: string): boolean {
  if (/\s/.test(url) || url.startsWith('-')) return false;
  if (/^[\w.-]+@[\w.-]+:[^/]/.test(url)) return true;
  try {
    const parsed = new URL(url);
    return GIT_SCHEMES.includes(parsed.protocol) && parsed.pathname.length > 1;
  } catch {
    return false;
  }
}

/**
 * The URL as build output may show it: a password, or an http(s) user name (often a token), is
 * replaced by `***`, so a URL with credentials never reaches a build log.
 */
export function redactGitUrl(url: string): string {
  return url.replace(/^(https?:\/\/)[^/@]+@/i, '$1***@').replace(/^([a-z][a-z+.-]*:\/\/[^/:@]+):[^/@]*@/i, '$1:***@');
}

/** A set, non-blank variable's value, trimmed. */
const read = (env: Env, variable: string): string | undefined => env[variable]?.trim() || undefined;

const found = (variable: string, value: string, expected: string) =>
  `${variable}: found ${JSON.stringify(value)}; expected ${expected}`;

/**
 * Reads TROVE_CONTENT_DIR, or TROVE_CONTENT_GIT with TROVE_CONTENT_REF; none set means the
 * project's own `content/`. Setting a folder and a repository at once is a problem, as is a
 * repository without a ref or a ref without a repository.
 */
export function readContentSource(env: Env): ContentSourceReading {
  const dir = read(env, DIR);
  const url = read(env, GIT);
  const ref = read(env, REF);
  const problems: string[] = [];
  if (dir && (url || ref)) {
    problems.push(
      `${DIR} and ${url ? GIT : REF} are both set; expected one content source: unset ${DIR} to build ` +
        `from the git repository, or unset ${GIT} and ${REF} to build from the folder`,
    );
  }
  if (url && !isGitUrl(url)) problems.push(found(GIT, redactGitUrl(url), GIT_URL_EXPECTED));
  if (url && !ref) {
    problems.push(
      `${GIT} is set but ${REF} is not; set ${REF} to the branch, tag or commit to build, such as main or v1.2.0`,
    );
  }
  if (ref && !url && !dir) {
    problems.push(`${REF} is set but ${GIT} is not; set ${GIT} to the repository's URL, or unset ${REF}`);
  }
  if (ref && !isGitRefName(ref)) problems.push(found(REF, ref, GIT_REF_EXPECTED));
  if (problems.length > 0) return { ok: false, problems };
  if (dir) return { ok: true, source: { kind: 'dir', dir } };
  if (url && ref) return { ok: true, source: { kind: 'git', url, ref } };
  return { ok: true, source: { kind: 'project' } };
}

/** Names a content source in messages, for example `https://github.com/trove-app/docs.git at v1.2.0`. */
export function describeContentSource(source: ContentSource): string {
  if (source.kind === 'git') return `${redactGitUrl(source.url)} at ${source.ref}`;
  if (source.kind === 'dir') return `${DIR}=${source.dir}`;
  return 'the project';
}
