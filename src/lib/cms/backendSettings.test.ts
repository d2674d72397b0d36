import { EnvironmentError } from '../../config/environment';
import { cmsBackendConfig, readCmsBackendSettings } from './backendSettings';

/** What readCmsBackendSettings gives, or the problems it throws. */
const reading = (env: Record<string, string>) => {
  try {
    return { ok: true as const, ...readCmsBackendSettings(env) };
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    return { ok: false as const, problems: error.problems };
  }
};
const problemsOf = (env: Record<string, string>) => {
  const read = reading(env);
  return read.ok ? [] : read.problems;
};
const warningsOf = (env: Record<string, string>) => {
  const read = reading(env);
  return read.ok ? read.warnings : [];
};

describe('cmsBackendConfig', () => {
  test('no backend: the local decap-server on the main branch', () => {
    expect(cmsBackendConfig({})).toEqual({
      backend: { name: 'proxy', proxy_url: 'http://localhost:8081/api/v1', branch: 'main' },
      local_backend: true,
    });
    expect(cmsBackendConfig({ CMS_BACKEND: ' ', CMS_BRANCH: 'content' }).backend).toMatchObject({ branch: 'content' });
  });

  test('npm run cms: the local decap-server, whatever Git backend the deployed CMS commits to', () => {
    const github = {
      CMS_BACKEND: 'github',
      CMS_REPO: 'trove-app/docs',
      CMS_BRANCH: 'docs',
      CMS_EDITORIAL_WORKFLOW: 'true',
    };
    expect(cmsBackendConfig({ ...github, TROVE_CMS_LOCAL_EDITING: '1' })).toEqual({
      backend: { name: 'proxy', proxy_url: 'http://localhost:8081/api/v1', branch: 'docs' },
      local_backend: true,
    });
    // A build with the same settings commits to GitHub, and never sends to a local server.
    expect(cmsBackendConfig(github)).toMatchObject({ backend: { name: 'github' }, local_backend: false });
  });

  test('github with an OAuth server and the editorial workflow', () => {
    expect(
      cmsBackendConfig({
        CMS_BACKEND: 'github',
        CMS_REPO: 'trove-app/docs',
        CMS_BRANCH: 'docs',
        CMS_BASE_URL: 'https://auth.trove.app/',
        CMS_AUTH_ENDPOINT: '/oauth/start',
        CMS_EDITORIAL_WORKFLOW: 'true',
      }),
    ).toEqual({
      backend: {
        name: 'github',
        repo: 'trove-app/docs',
        branch: 'docs',
        base_url: 'https://auth.trove.app',
        auth_endpoint: 'oauth/start',
      },
      publish_mode: 'editorial_workflow',
      local_backend: false,
    });
  });

  test('github alone: Decap’s defaults for the rest, no publish mode', () => {
    expect(
      cmsBackendConfig({ CMS_BACKEND: 'github', CMS_REPO: 'trove-app/docs', CMS_EDITORIAL_WORKFLOW: 'false' }),
    ).toEqual({ backend: { name: 'github', repo: 'trove-app/docs', branch: 'main' }, local_backend: false });
  });

  test('gitlab with an application id logs in with PKCE; subgroups are allowed', () => {
    expect(
      cmsBackendConfig({
        CMS_BACKEND: 'gitlab',
        CMS_REPO: 'trove/docs/site',
        CMS_APP_ID: 'a1b2c3',
        CMS_BASE_URL: 'https://gitlab.trove.app',
        CMS_API_ROOT: 'https://gitlab.trove.app/api/v4',
      }).backend,
    ).toEqual({
      name: 'gitlab',
      repo: 'trove/docs/site',
      branch: 'main',
      base_url: 'https://gitlab.trove.app',
      api_root: 'https://gitlab.trove.app/api/v4',
      auth_type: 'pkce',
      app_id: 'a1b2c3',
    });
    expect(cmsBackendConfig({ CMS_BACKEND: 'gitlab', CMS_REPO: 'trove/docs' }).backend).not.toHaveProperty('auth_type');
  });

  test('gitea: PKCE with the instance, its API under /api/v1 unless CMS_API_ROOT says otherwise', () => {
    const gitea = {
      CMS_BACKEND: 'gitea',
      CMS_REPO: 'trove/docs',
      CMS_APP_ID: 'id-1',
      CMS_BASE_URL: 'https://git.trove.app',
    };
    expect(cmsBackendConfig(gitea).backend).toEqual({
      name: 'gitea',
      repo: 'trove/docs',
      branch: 'main',
      base_url: 'https://git.trove.app',
      app_id: 'id-1',
      api_root: 'https://git.trove.app/api/v1',
    });
    expect(cmsBackendConfig({ ...gitea, CMS_API_ROOT: 'https://api.git.trove.app/v1' }).backend).toMatchObject({
      api_root: 'https://api.git.trove.app/v1',
    });
  });

  test('an invalid variable throws, listing each problem', () => {
    expect(() => cmsBackendConfig({ CMS_BACKEND: 'git-gateway' })).toThrowErrorMatchingInlineSnapshot(`
      "Invalid CMS settings:
        - CMS_BACKEND: found "git-gateway"; expected one of github, gitlab, gitea (or unset it to edit through the local decap-server only)"
    `);
  });
});

describe('readCmsBackendSettings problems', () => {
  test('a backend without a repository, or a malformed one', () => {
    expect(problemsOf({ CMS_BACKEND: 'github' })).toMatchInlineSnapshot(`
      [
        "CMS_REPO: missing; CMS_BACKEND=github needs the repository the CMS commits to: set it to owner/name, such as trove-app/docs",
      ]
    `);
    expect(problemsOf({ CMS_BACKEND: 'github', CMS_REPO: 'https://github.com/trove-app/docs' })).toMatchInlineSnapshot(`
      [
        "CMS_REPO: found "https://github.com/trove-app/docs"; expected owner/name (no URL, no .git), such as trove-app/docs",
      ]
    `);
    expect(problemsOf({ CMS_BACKEND: 'github', CMS_REPO: 'trove/docs/site' })).toHaveLength(1);
    expect(problemsOf({ CMS_BACKEND: 'gitlab', CMS_REPO: 'trove-app/docs.git' })).toEqual([
      expect.stringContaining('CMS_REPO: found "trove-app/docs.git"; expected owner/name or group/subgroup/name'),
    ]);
  });

  test('URLs must be https (http only for localhost), without credentials or query', () => {
    expect(problemsOf({ CMS_BACKEND: 'github', CMS_REPO: 'o/r', CMS_BASE_URL: 'http://auth.trove.app' }))
      .toMatchInlineSnapshot(`
      [
        "CMS_BASE_URL: found "http://auth.trove.app"; expected an https URL such as https://auth.example.com (http only for localhost)",
      ]
    `);
    expect(problemsOf({ CMS_BACKEND: 'github', CMS_REPO: 'o/r', CMS_BASE_URL: 'http://localhost:3000' })).toEqual([]);
    expect(problemsOf({ CMS_BACKEND: 'github', CMS_REPO: 'o/r', CMS_API_ROOT: 'https://u:p@api.x' })).toEqual([
      expect.stringMatching(/^CMS_API_ROOT: found/),
    ]);
    expect(problemsOf({ CMS_BACKEND: 'github', CMS_REPO: 'o/r', CMS_BASE_URL: 'auth.trove.app' })).toHaveLength(1);
  });

  test('branch, editorial workflow, auth endpoint and application id', () => {
    expect(problemsOf({ CMS_BRANCH: 'my branch', CMS_EDITORIAL_WORKFLOW: 'yes' })).toMatchInlineSnapshot(`
      [
        "CMS_BRANCH: found "my branch"; expected a branch name such as main",
        "CMS_EDITORIAL_WORKFLOW: found "yes"; expected true or false",
      ]
    `);
    expect(problemsOf({ CMS_BACKEND: 'gitlab', CMS_REPO: 'o/r', CMS_AUTH_ENDPOINT: 'https://x/y', CMS_APP_ID: 'a b' }))
      .toMatchInlineSnapshot(`
      [
        "CMS_APP_ID: found "a b"; expected the OAuth application's id",
        "CMS_AUTH_ENDPOINT: found "https://x/y"; expected a path on CMS_BASE_URL such as auth or oauth/authorize",
      ]
    `);
  });

  test('gitea needs an application id and its instance, and has no editorial workflow', () => {
    expect(problemsOf({ CMS_BACKEND: 'gitea', CMS_REPO: 'o/r', CMS_EDITORIAL_WORKFLOW: 'true' }))
      .toMatchInlineSnapshot(`
      [
        "CMS_APP_ID: missing; CMS_BACKEND=gitea logs in with PKCE: set it to the Client ID of the instance's OAuth2 application (Confidential Client unchecked)",
        "CMS_BASE_URL: missing; CMS_BACKEND=gitea needs the instance's root URL, such as https://gitea.example.com",
        "CMS_EDITORIAL_WORKFLOW: found "true"; Decap's gitea backend has no editorial workflow: set it to false, or use CMS_BACKEND=github or gitlab",
      ]
    `);
  });
});

describe('readCmsBackendSettings warnings', () => {
  test('host settings without a backend have no effect', () => {
    expect(warningsOf({ CMS_REPO: 'o/r', CMS_BASE_URL: 'https://auth.x' })).toMatchInlineSnapshot(`
      [
        "CMS_REPO is set but has no effect: CMS_BACKEND is not set, so the CMS edits through the local decap-server only; unset it.",
        "CMS_BASE_URL is set but has no effect: CMS_BACKEND is not set, so the CMS edits through the local decap-server only; unset it.",
      ]
    `);
  });

  test('an application id with github, an auth endpoint with gitea', () => {
    expect(warningsOf({ CMS_BACKEND: 'github', CMS_REPO: 'o/r', CMS_APP_ID: 'x' })).toEqual([
      'CMS_APP_ID is set but has no effect: Decap logs in to GitHub through the OAuth server at CMS_BASE_URL; unset it.',
    ]);
    expect(
      warningsOf({
        CMS_BACKEND: 'gitea',
        CMS_REPO: 'o/r',
        CMS_APP_ID: 'x',
        CMS_BASE_URL: 'https://git.x',
        CMS_AUTH_ENDPOINT: 'login',
      }),
    ).toEqual([
      'CMS_AUTH_ENDPOINT is set but has no effect: Decap logs in to Gitea at login/oauth/authorize; unset it.',
    ]);
  });
});
