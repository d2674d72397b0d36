import { EnvironmentError, readVariable, type EnvironmentVariable } from '../config/environment';
import { GIT_REF_EXPECTED, isGitRefName } from './gitRefName';

/**
 * The environment variables that choose where the site's content (`docs/`, `navigation/`) comes
 * from, and the token that reads a private repository over https.
 */
export const CONTENT_ENV = {
  dir: 'TROVE_CONTENT_DIR',
  git: 'TROVE_CONTENT_GIT',
  ref: 'TROVE_CONTENT_REF',
  token: 'TROVE_CONTENT_TOKEN',
} as const satisfies Record<string, EnvironmentVariable>;

/**
 * Where the content is built from: the project's own `content/`, another folder, or a git
 * repository at a branch, tag or commit, fetched at build start.
 */
export type ContentSource =
  { kind: 'project' } | { kind: 'dir'; dir: string } | { kind: 'git'; url: string; ref: string };

type Env = Record<string, string | undefined>;

/** What a list of the content variables' problems is headed with. */
export const CONTENT_SOURCE_HEADING = 'Invalid content source';

const { dir: DIR, git: GIT, ref: REF, token: TOKEN } = CONTENT_ENV;

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
const read = (env: Env, variable: (typeof CONTENT_ENV)[keyof typeof CONTENT_ENV]): string | undefined =>
  readVariable(env, variable);

const found = (variable: string, value: string, expected: string) =>
  `${variable}: found ${JSON.stringify(value)}; expected ${expected}`;

/**
 * The URL without its credentials, or undefined when it carries none: a user name or password in
 * an http(s) URL (a user name alone is often a token), a password in another.
 */
function withoutCredentials(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  const http = parsed.protocol === 'https:' || parsed.protocol === 'http:';
  if (!parsed.password && !(http && parsed.username)) return undefined;
  parsed.password = '';
  if (http) parsed.username = '';
  return parsed.href;
}

/** Where a token may be sent: https, or http to this machine (a local server), where no one on the way can read it. */
function carriesToken(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || (protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname));
}

/** The credentials TROVE_CONTENT_TOKEN gives git, sent as HTTP Basic authentication. */
export interface ContentCredentials {
  user: string;
  token: string;
}

/**
 * The user name sent with a bare token: GitHub takes a token as the password of `x-access-token`
 * (as actions/checkout sends it); GitLab and Gitea read the password whatever the user name.
 */
const TOKEN_USER = 'x-access-token';

/** Visible ASCII: a token holds no space, and a header value must hold no line break. */
const TOKEN_TEXT = /^[\x21-\x7e]+$/;

const TOKEN_EXPECTED =
  'expected the token alone, or user:token where the host needs a user name (Bitbucket: x-token-auth:<token>)';

/** TROVE_CONTENT_TOKEN's credentials, or why its value is not a token (naming no part of it: it is a secret). */
function parseToken(value: string): ContentCredentials | string {
  if (!TOKEN_TEXT.test(value)) return 'with a space, a control or a non-ASCII character';
  const colon = value.indexOf(':');
  if (colon < 0) return { user: TOKEN_USER, token: value };
  const credentials = { user: value.slice(0, colon), token: value.slice(colon + 1) };
  return credentials.user && credentials.token ? credentials : 'with an empty user or token around its ":"';
}

/** The credentials of TROVE_CONTENT_TOKEN, or undefined when it is unset or invalid (readContentSource says why). */
export function readContentCredentials(env: Env): ContentCredentials | undefined {
  const value = read(env, TOKEN);
  const parsed = value === undefined ? undefined : parseToken(value);
  return typeof parsed === 'object' ? parsed : undefined;
}

/**
 * The header git sends with every request of the fetch, given to it through its environment
 * (src/node/content/gitCheckout.ts), never on its command line or in the remote's URL.
 */
export function authorizationHeader({ user, token }: ContentCredentials): string {
  return `Authorization: Basic ${btoa(`${user}:${token}`)}`;
}

/** The problems of TROVE_CONTENT_TOKEN and of credentials in TROVE_CONTENT_GIT; none names the secret. */
function credentialProblems(url: string | undefined, token: string | undefined): string[] {
  const problems: string[] = [];
  const clean = url && isGitUrl(url) ? withoutCredentials(url) : undefined;
  if (url && clean) {
    const https = /^https?:/i.test(clean);
    problems.push(
      `${GIT}: found ${JSON.stringify(redactGitUrl(url))}, a URL with credentials, which git would show on its ` +
        `command line and keep in the checkout's .git/config; set ${GIT} to ${clean}` +
        (https ? ` and the token in ${TOKEN}` : ' (ssh authenticates with a key)'),
    );
  }
  if (token === undefined) return problems;
  const parsed = parseToken(token);
  if (typeof parsed === 'string') {
    problems.push(`${TOKEN}: found a value (not shown: it is a secret) ${parsed}; ${TOKEN_EXPECTED}`);
  }
  if (!url) {
    problems.push(
      `${TOKEN} is set but ${GIT} is not; set ${GIT} to the https URL of the repository, or unset ${TOKEN}`,
    );
  } else if (!carriesToken(url)) {
    problems.push(
      `${TOKEN} is sent as an HTTP header over https only (or http to this machine), but ${GIT} is ` +
        `${JSON.stringify(redactGitUrl(url))}; set ${GIT} to the repository's https:// URL, or unset ${TOKEN} ` +
        `(an ssh URL authenticates with a key)`,
    );
  }
  return problems;
}

/**
 * Reads TROVE_CONTENT_DIR, or TROVE_CONTENT_GIT with TROVE_CONTENT_REF (and TROVE_CONTENT_TOKEN);
 * none set means the project's own `content/`. Setting a folder and a repository at once is a
 * problem, as is a repository without a ref, a ref or token without a repository, or a URL that
 * carries credentials: a token travels in TROVE_CONTENT_TOKEN only. Throws an EnvironmentError
 * listing every problem, each naming the variable, what was found and the fix.
 */
export function readContentSource(env: Env): ContentSource {
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
  problems.push(...credentialProblems(url, read(env, TOKEN)));
  if (problems.length > 0) throw new EnvironmentError(problems, CONTENT_SOURCE_HEADING);
  if (dir) return { kind: 'dir', dir };
  if (url && ref) return { kind: 'git', url, ref };
  return { kind: 'project' };
}

/** Names a content source in messages, for example `https://github.com/trove-app/docs.git at v1.2.0`. */
export function describeContentSource(source: ContentSource): string {
  if (source.kind === 'git') return `${redactGitUrl(source.url)} at ${source.ref}`;
  if (source.kind === 'dir') return `${DIR}=${source.dir}`;
  return 'the project';
}
