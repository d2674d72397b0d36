import { envReader, type EnvReader } from '../envReader';
import { isGitRefName } from '../gitRefName';
import { EnvironmentError, readVariable, type EnvironmentVariable } from '../../config/environment';

/** The environment variables that choose where the CMS reads and commits content, read when the site is built. */
export const CMS_ENV = {
  backend: 'CMS_BACKEND',
  repo: 'CMS_REPO',
  branch: 'CMS_BRANCH',
  baseUrl: 'CMS_BASE_URL',
  authEndpoint: 'CMS_AUTH_ENDPOINT',
  appId: 'CMS_APP_ID',
  apiRoot: 'CMS_API_ROOT',
  editorialWorkflow: 'CMS_EDITORIAL_WORKFLOW',
} as const satisfies Record<string, EnvironmentVariable>;

/** The Git hosts the CMS can commit to; without one it edits through the local decap-server only. */
export const CMS_BACKENDS = ['github', 'gitlab', 'gitea'] as const;
export type CmsBackendName = (typeof CMS_BACKENDS)[number];

export const DEFAULT_CMS_BRANCH = 'main';
/** Where `npx decap-server` listens by default. */
export const LOCAL_PROXY_URL = 'http://localhost:8081/api/v1';

/** Decap's `backend` option, keys as Decap documents them (decapcms.org/docs/backends-overview). */
export type DecapBackend = {
  name: CmsBackendName | 'proxy';
  repo?: string;
  branch: string;
  proxy_url?: string;
  base_url?: string;
  auth_endpoint?: string;
  api_root?: string;
  app_id?: string;
  auth_type?: 'pkce';
};

/** The top-level options of Decap's config that the environment decides. */
export interface CmsBackendConfig {
  backend: DecapBackend;
  /** Drafts, review and publishing as pull (merge) requests instead of commits to the branch. */
  publish_mode?: 'editorial_workflow';
  /**
   * On with the local decap-server's backend only. decap-server is rooted at the content folder, so
   * the CMS names paths in it (`docs/…`); a Git backend's config names paths in its repository
   * (`content/docs/…`), which Decap on localhost would otherwise send to decap-server.
   */
  local_backend: boolean;
}

/** What a list of the CMS variables' problems is headed with. */
export const CMS_SETTINGS_HEADING = 'Invalid CMS settings';

type Env = Record<string, string | undefined>;

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** An https URL (http on this machine only) without credentials, trailing slash dropped; or false. */
function webUrl(value: string): string | false {
  try {
    const url = new URL(value);
    const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname));
    return secure && !url.username && !url.password && !url.search && !url.hash && value.replace(/\/+$/, '');
  } catch {
    return false;
  }
}

const REPO_PART = /^(?!\.\.?$)[\w.-]+$/;

/** `owner/name`; GitLab also takes subgroups (`group/subgroup/name`). */
function isRepo(repo: string, backend: CmsBackendName): boolean {
  const parts = repo.split('/');
  const count = backend === 'gitlab' ? parts.length >= 2 : parts.length === 2;
  return count && parts.every((part) => REPO_PART.test(part)) && !repo.endsWith('.git');
}

const URL_EXPECTED = 'an https URL such as https://auth.example.com (http only for localhost)';

/** The backend options of a Git host, from CMS_REPO, CMS_BASE_URL, CMS_AUTH_ENDPOINT, CMS_APP_ID and CMS_API_ROOT. */
function hostBackend(name: CmsBackendName, branch: string, vars: EnvReader<keyof typeof CMS_ENV>): DecapBackend {
  const shape = name === 'gitlab' ? 'owner/name or group/subgroup/name' : 'owner/name';
  vars.missing(
    'repo',
    `${CMS_ENV.backend}=${name} needs the repository the CMS commits to: set it to ${shape}, such as trove-app/docs`,
  );
  const repo = vars.checked(
    'repo',
    (text) => isRepo(text, name) && text,
    `${shape} (no URL, no .git), such as trove-app/docs`,
  );
  const base_url = vars.checked('baseUrl', webUrl, URL_EXPECTED);
  const api_root = vars.checked('apiRoot', webUrl, URL_EXPECTED);
  const app_id = vars.checked('appId', (text) => /^[\w.-]+$/.test(text) && text, "the OAuth application's id");
  const auth_endpoint = vars.checked(
    'authEndpoint',
    (text) => /^\/?[\w.~-]+(\/[\w.~-]+)*$/.test(text) && text.replace(/^\//, ''),
    `a path on ${CMS_ENV.baseUrl} such as auth or oauth/authorize`,
  );
  const common = { name, repo, branch, ...(base_url && { base_url }) };
  if (name === 'gitea') {
    // Decap's gitea backend logs in with PKCE only, at a fixed path of the instance.
    vars.missing(
      'appId',
      `${CMS_ENV.backend}=gitea logs in with PKCE: set it to the Client ID of the instance's OAuth2 application (Confidential Client unchecked)`,
    );
    vars.missing(
      'baseUrl',
      `${CMS_ENV.backend}=gitea needs the instance's root URL, such as https://gitea.example.com`,
    );
    vars.unused('authEndpoint', 'Decap logs in to Gitea at login/oauth/authorize');
    return { ...common, app_id, api_root: api_root ?? (base_url && `${base_url}/api/v1`) };
  }
  if (name === 'github') vars.unused('appId', `Decap logs in to GitHub through the OAuth server at ${CMS_ENV.baseUrl}`);
  return {
    ...common,
    ...(auth_endpoint && { auth_endpoint }),
    ...(api_root && { api_root }),
    // With an application id, GitLab logs in from the browser (PKCE), without an OAuth server.
    ...(name === 'gitlab' && app_id && { auth_type: 'pkce' as const, app_id }),
  };
}

/**
 * Reads the CMS_ variables into Decap's backend options, checking each one that has an effect, with
 * warnings for the variables set to no effect. Throws an EnvironmentError listing every problem,
 * each naming the variable and the fix.
 */
export function readCmsBackendSettings(env: Env): { config: CmsBackendConfig; warnings: string[] } {
  const vars = envReader(env, CMS_ENV);
  const name = vars.checked(
    'backend',
    (text) => (CMS_BACKENDS as readonly string[]).includes(text) && (text as CmsBackendName),
    `one of ${CMS_BACKENDS.join(', ')} (or unset it to edit through the local decap-server only)`,
  );
  const branch = vars.checked(
    'branch',
    (text) => isGitRefName(text) && text,
    `a branch name such as ${DEFAULT_CMS_BRANCH}`,
  );
  const workflow = vars.checked(
    'editorialWorkflow',
    (text) => ['true', 'false'].includes(text) && text,
    'true or false',
  );
  let backend: DecapBackend | undefined;
  if (name) backend = hostBackend(name, branch ?? DEFAULT_CMS_BRANCH, vars);
  else if (vars.value('backend') === undefined) {
    for (const key of ['repo', 'baseUrl', 'authEndpoint', 'appId', 'apiRoot'] as const) {
      vars.unused(key, `${CMS_ENV.backend} is not set, so the CMS edits through the local decap-server only`);
    }
    backend = { name: 'proxy', proxy_url: LOCAL_PROXY_URL, branch: branch ?? DEFAULT_CMS_BRANCH };
  }
  if (workflow === 'true' && name === 'gitea') {
    vars.problems.push(
      `${CMS_ENV.editorialWorkflow}: found "true"; Decap's gitea backend has no editorial workflow: set it to false, ` +
        `or use ${CMS_ENV.backend}=github or gitlab`,
    );
  }
  if (vars.problems.length > 0 || !backend) throw new EnvironmentError(vars.problems, CMS_SETTINGS_HEADING);
  if (readVariable(env, 'TROVE_CMS_LOCAL_EDITING')) return { config: localEditing(backend), warnings: vars.warnings };
  const config: CmsBackendConfig = {
    backend,
    ...(workflow === 'true' && { publish_mode: 'editorial_workflow' as const }),
    local_backend: backend.name === 'proxy',
  };
  return { config, warnings: vars.warnings };
}

/**
 * The config `npm run cms` writes: the local decap-server on the branch set, whatever Git backend
 * the deployed site's CMS commits to, and no editorial workflow (decap-server writes files only).
 */
function localEditing(backend: DecapBackend): CmsBackendConfig {
  return { backend: { name: 'proxy', proxy_url: LOCAL_PROXY_URL, branch: backend.branch }, local_backend: true };
}

/**
 * Decap's `backend`, `publish_mode` and `local_backend` options from CMS_BACKEND, CMS_REPO,
 * CMS_BRANCH, CMS_BASE_URL, CMS_AUTH_ENDPOINT, CMS_APP_ID, CMS_API_ROOT and CMS_EDITORIAL_WORKFLOW.
 * Throws an EnvironmentError when one is invalid.
 */
export function cmsBackendConfig(env: Env): CmsBackendConfig {
  return readCmsBackendSettings(env).config;
}
