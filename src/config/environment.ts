import { z } from 'zod';

/*
 * Every environment variable the site, its build and its tests read, in one schema: its name, what
 * it does, its default and the values it takes. A value is trimmed and a blank one counts as unset.
 * A problem names the variable, what was found and the fix: `SITE_URL: found "docs.trove.app";
 * expected the http(s) URL ...`. Rules that join several variables (a content source, a CMS backend,
 * monitoring variables without a DSN) are applied to the values read here by their subject's
 * module: src/lib/contentSource.ts, src/lib/cms/backendSettings.ts, src/lib/monitoring/settings.ts.
 */

/** The canvas replay quality presets an operator may pick. Replay-canvas `quality`. */
const CANVAS_QUALITIES = ['low', 'medium', 'high'] as const;

/** The value of a variable: `parse` makes it of the trimmed text, or gives false for a value `expected` describes. */
function variable<T>(parse: (text: string) => T | false, expected: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T | undefined => {
      const text = raw?.trim();
      if (!text) return undefined;
      const value = parse(text);
      if (value !== false) return value;
      ctx.addIssue({ code: 'custom', message: `found ${JSON.stringify(text)}; expected ${expected}` });
      return z.NEVER;
    });
}

/** Any text: the variable's rule, if it has one, joins it to others (see above). */
const text = () => variable((value) => value, 'text');

/** `1` turns it on; any other value, or none, leaves it off. */
const flag = () =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() === '1');

/** A TCP port from `min` to 65535. */
const port = (expected: string, min = 1) =>
  variable((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= 65535 && Number(value), expected);

/** Whether `value` is an absolute http(s) URL without a trailing slash, as the config's `url` must be. */
function isSiteUrl(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && !value.endsWith('/');
}

/** Sentry's own DSN check: an http(s) URL with a word-character public key and a numeric project id. */
function isSentryDsn(dsn: string): boolean {
  if (!URL.canParse(dsn)) return false;
  const url = new URL(dsn);
  return /^https?:$/.test(url.protocol) && /^\w+$/.test(url.username) && /^\d+$/.test(url.pathname.split('/').pop()!);
}

/** A Sentry release or environment name: https://docs.sentry.io/product/releases/naming-releases/ and environments. */
const sentryName = (maxLength: number) =>
  variable(
    (value) => value.length <= maxLength && !/[\n\r\t/\\]/.test(value) && value !== '.' && value !== '..' && value,
    `at most ${maxLength} characters, no slash, backslash, tab or line break`,
  );

export const environmentSchema = z.object({
  /**
   * Where the site is deployed, in place of the site config's `url`: canonical and Open Graph URLs,
   * sitemap and robots.txt. @example https://docs.trove.app
   */
  SITE_URL: variable(
    (value) => isSiteUrl(value) && value,
    'the http(s) URL the site is served at, without a trailing slash, such as https://docs.trove.app, ' +
      'or unset it to use the url of src/config/site.config.ts',
  ),
  /** The sub-path the site is served under, for `npm run build -- --prefix-paths`. @example /docs */
  PATH_PREFIX: text(),

  /** The Sentry project to report to; unset, monitoring is off and no Sentry code is built in. */
  GATSBY_SENTRY_DSN: variable(
    (value) => isSentryDsn(value) && value,
    'a Sentry DSN such as https://<public key>@o0.ingest.sentry.io/<project id> (or unset it to build without monitoring)',
  ),
  /** The environment name on every event. */
  GATSBY_SENTRY_ENVIRONMENT: sentryName(64).transform((value) => value ?? 'production'),
  /** The release name on every event. */
  GATSBY_SENTRY_RELEASE: sentryName(200),
  /** Events go through this path of the site (or URL) instead of to Sentry's. @example /monitoring */
  GATSBY_SENTRY_TUNNEL: variable(
    (value) => (value.startsWith('/') || /^https?:\/\//.test(value)) && value,
    'a path on this site such as /monitoring, or an http(s) URL',
  ),
  /** The canvas replay quality preset; `medium` is Sentry's own default. */
  GATSBY_SENTRY_CANVAS_QUALITY: variable(
    (value) => CANVAS_QUALITIES.find((quality) => quality === value) ?? false,
    `one of ${CANVAS_QUALITIES.join(', ')}`,
  ).transform((value) => value ?? 'medium'),

  /** A folder holding `docs/` (and optionally `navigation/`) to build instead of the project's `content/`. */
  TROVE_CONTENT_DIR: text(),
  /** The git URL of the content (`https://`, `ssh://`, `git@host:` or `file://`), fetched at build start. */
  TROVE_CONTENT_GIT: text(),
  /** The branch, tag or full commit id of TROVE_CONTENT_GIT to build. */
  TROVE_CONTENT_REF: text(),
  /** A token that reads a private TROVE_CONTENT_GIT over https (`token`, or `user:token`); a secret. */
  TROVE_CONTENT_TOKEN: text(),
  /** The ssh git runs to fetch an `ssh://` TROVE_CONTENT_GIT; unset with GIT_SSH_COMMAND, `ssh -o BatchMode=yes`. */
  GIT_SSH: text(),
  /** The ssh command git runs to fetch an `ssh://` TROVE_CONTENT_GIT; the default never prompts. */
  GIT_SSH_COMMAND: text(),

  /** Where the CMS commits: `github`, `gitlab` or `gitea`; unset, it edits through the local decap-server. */
  CMS_BACKEND: text(),
  /** The repository the CMS commits to, `owner/name`. */
  CMS_REPO: text(),
  /** The branch the CMS reads and commits to (default `main`). */
  CMS_BRANCH: text(),
  /** The OAuth server, or with CMS_APP_ID the GitLab or Gitea instance. */
  CMS_BASE_URL: text(),
  /** The path of the login on CMS_BASE_URL (GitHub, GitLab). */
  CMS_AUTH_ENDPOINT: text(),
  /** The OAuth application's id: GitLab logs in with PKCE; required for Gitea. */
  CMS_APP_ID: text(),
  /** The API URL of GitHub Enterprise or a self-hosted GitLab or Gitea. */
  CMS_API_ROOT: text(),
  /** `true`: drafts, review and publishing as pull requests (not Gitea). */
  CMS_EDITORIAL_WORKFLOW: text(),
  /** The port of the local decap-server (`npm run cms`); 8081 is decap-server's own default. */
  CMS_LOCAL_PORT: port(
    'a port number from 1024 to 65535 for the local decap-server. Unset it to use 8081.',
    1024,
  ).transform((value) => value ?? 8081),
  /** Set to 1 by `npm run cms` for the `gatsby develop` it starts: the CMS edits this machine's content. */
  TROVE_CMS_LOCAL_EDITING: flag(),
  /** Set to 1 by the browser tests' build: it adds the pages that only tests visit. */
  TROVE_TEST_FIXTURES: flag(),

  /** The port the browser tests serve the build on; each test takes its own ports above it. */
  E2E_PORT: port('a port number').transform((value) => value ?? 9100),
  /** The port of the envelope sink the monitoring tests start (default E2E_PORT + 4). */
  E2E_SINK_PORT: port('a port number'),
  /** The port the benchmark serves the build on. */
  BENCH_PORT: port('a port number').transform((value) => value ?? 9300),
  /** The nginx the hosting tests run. */
  NGINX_PATH: text().transform((value) => value ?? '/usr/sbin/nginx'),
  /** The Chromium the tests and the benchmark drive. */
  CHROMIUM_PATH: text().transform((value) => value ?? '/usr/bin/chromium'),
});

/** The environment as the code reads it: each variable checked, defaults filled in. */
export type Environment = z.output<typeof environmentSchema>;
export type EnvironmentVariable = keyof Environment;

/**
 * The variables' problems, each naming the variable, what was found and the fix; listed under
 * `heading` when given (such as "Invalid CMS settings"), or when there are several.
 */
export class EnvironmentError extends Error {
  override name = 'EnvironmentError';
  constructor(
    readonly problems: string[],
    heading?: string,
  ) {
    super(
      problems.length === 1 && !heading
        ? problems[0]
        : `${heading ?? 'Invalid environment variables'}:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
    );
  }
}

type Env = Record<string, string | undefined>;

const problemsOf = (error: z.ZodError): string[] =>
  error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

/** Every variable of `env`, checked; throws an EnvironmentError listing each invalid one. */
export function readEnvironment(env: Env): Environment {
  const result = environmentSchema.safeParse(env);
  if (!result.success) throw new EnvironmentError(problemsOf(result.error));
  return result.data;
}

/** One variable of `env`, checked; throws an EnvironmentError naming it when invalid. */
export function readVariable<Name extends EnvironmentVariable>(env: Env, name: Name): Environment[Name] {
  const result = environmentSchema.shape[name].safeParse(env[name]);
  if (!result.success) throw new EnvironmentError(result.error.issues.map((issue) => `${name}: ${issue.message}`));
  return result.data as Environment[Name];
}
