import { EnvironmentError } from '../config/environment';
import {
  authorizationHeader,
  describeContentSource,
  isGitUrl,
  readContentCredentials,
  readContentSource as readSource,
  redactGitUrl,
} from './contentSource';

/** The source readContentSource gives, or the problems it throws. */
const readContentSource = (env: Record<string, string>) => {
  try {
    return { ok: true as const, source: readSource(env) };
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    return { ok: false as const, problems: error.problems };
  }
};
const problemsOf = (env: Record<string, string>) => {
  const reading = readContentSource(env);
  return reading.ok ? [] : reading.problems;
};

describe('readContentSource', () => {
  test('nothing set, or blanks: the project content', () => {
    expect(readContentSource({})).toEqual({ ok: true, source: { kind: 'project' } });
    expect(readContentSource({ TROVE_CONTENT_DIR: ' ', TROVE_CONTENT_GIT: '' })).toEqual({
      ok: true,
      source: { kind: 'project' },
    });
  });

  test('a folder', () => {
    expect(readContentSource({ TROVE_CONTENT_DIR: ' ../site-content ' })).toEqual({
      ok: true,
      source: { kind: 'dir', dir: '../site-content' },
    });
  });

  test('a repository at a ref', () => {
    expect(
      readContentSource({ TROVE_CONTENT_GIT: 'https://github.com/trove-app/docs.git', TROVE_CONTENT_REF: 'v1.2.0' }),
    ).toEqual({ ok: true, source: { kind: 'git', url: 'https://github.com/trove-app/docs.git', ref: 'v1.2.0' } });
  });

  test('a folder and a repository at once is a problem naming both variables and the fix', () => {
    expect(problemsOf({ TROVE_CONTENT_DIR: 'x', TROVE_CONTENT_GIT: 'file:///srv/docs.git', TROVE_CONTENT_REF: 'main' }))
      .toMatchInlineSnapshot(`
      [
        "TROVE_CONTENT_DIR and TROVE_CONTENT_GIT are both set; expected one content source: unset TROVE_CONTENT_DIR to build from the git repository, or unset TROVE_CONTENT_GIT and TROVE_CONTENT_REF to build from the folder",
      ]
    `);
    expect(problemsOf({ TROVE_CONTENT_DIR: 'x', TROVE_CONTENT_REF: 'main' })).toEqual([
      expect.stringContaining('TROVE_CONTENT_DIR and TROVE_CONTENT_REF are both set'),
    ]);
  });

  test('a repository without a ref, or a ref without a repository', () => {
    expect(problemsOf({ TROVE_CONTENT_GIT: 'file:///srv/docs.git' })).toMatchInlineSnapshot(`
      [
        "TROVE_CONTENT_GIT is set but TROVE_CONTENT_REF is not; set TROVE_CONTENT_REF to the branch, tag or commit to build, such as main or v1.2.0",
      ]
    `);
    expect(problemsOf({ TROVE_CONTENT_REF: 'main' })).toMatchInlineSnapshot(`
      [
        "TROVE_CONTENT_REF is set but TROVE_CONTENT_GIT is not; set TROVE_CONTENT_GIT to the repository's URL, or unset TROVE_CONTENT_REF",
      ]
    `);
  });

  test('a bad URL or ref names the variable, what was found and what to set', () => {
    expect(problemsOf({ TROVE_CONTENT_GIT: 'ext::sh -c touch% /tmp/pwned', TROVE_CONTENT_REF: 'main' }))
      .toMatchInlineSnapshot(`
      [
        "TROVE_CONTENT_GIT: found "ext::sh -c touch% /tmp/pwned"; expected a git URL such as https://github.com/owner/docs.git, ssh://git@host/owner/docs.git, git@host:owner/docs.git or file:///absolute/path/to/repo",
      ]
    `);
    expect(problemsOf({ TROVE_CONTENT_GIT: 'file:///srv/docs.git', TROVE_CONTENT_REF: 'v1 final' }))
      .toMatchInlineSnapshot(`
      [
        "TROVE_CONTENT_REF: found "v1 final"; expected a branch, tag or commit name such as main, v1.2.0 or a full commit id (no spaces, no ~ ^ : ? * [ \\ or "..")",
      ]
    `);
  });

  test('a bad URL is shown without its credentials', () => {
    expect(problemsOf({ TROVE_CONTENT_GIT: 'https://user:secret@host/x y', TROVE_CONTENT_REF: 'main' })[0]).toContain(
      '"https://***@host/x y"',
    );
  });
});

describe('TROVE_CONTENT_TOKEN and credentials in TROVE_CONTENT_GIT', () => {
  const repository = { TROVE_CONTENT_GIT: 'https://github.com/trove-app/docs.git', TROVE_CONTENT_REF: 'main' };

  test('a token with an https URL (or an http one to this machine) is read as the password of x-access-token, or as user:token', () => {
    expect(problemsOf({ ...repository, TROVE_CONTENT_TOKEN: ' ghp_abc ' })).toEqual([]);
    expect(readContentCredentials({ TROVE_CONTENT_TOKEN: ' ghp_abc ' })).toEqual({
      user: 'x-access-token',
      token: 'ghp_abc',
    });
    expect(readContentCredentials({ TROVE_CONTENT_TOKEN: 'x-token-auth:a:b' })).toEqual({
      user: 'x-token-auth',
      token: 'a:b',
    });
    expect(readContentCredentials({})).toBeUndefined();
    const local = { TROVE_CONTENT_GIT: 'http://127.0.0.1:8080/docs.git', TROVE_CONTENT_REF: 'main' };
    expect(problemsOf({ ...local, TROVE_CONTENT_TOKEN: 'ghp_abc' })).toEqual([]);
  });

  test('the header git sends is Basic authentication of user:token', () => {
    expect(authorizationHeader({ user: 'x-access-token', token: 'ghp_abc' })).toBe(
      `Authorization: Basic ${Buffer.from('x-access-token:ghp_abc').toString('base64')}`,
    );
  });

  test('a URL with credentials is refused, naming the fix and not the secret', () => {
    const problems = [
      ...problemsOf({
        TROVE_CONTENT_GIT: 'https://x-access-token:ghp_secret@github.com/o/r.git',
        TROVE_CONTENT_REF: 'v1',
      }),
      ...problemsOf({ TROVE_CONTENT_GIT: 'https://ghp_secret@github.com/o/r.git', TROVE_CONTENT_REF: 'v1' }),
      ...problemsOf({ TROVE_CONTENT_GIT: 'ssh://git:secret@host/o/r.git', TROVE_CONTENT_REF: 'v1' }),
    ];
    expect(problems).toMatchInlineSnapshot(`
      [
        "TROVE_CONTENT_GIT: found "https://***@github.com/o/r.git", a URL with credentials, which git would show on its command line and keep in the checkout's .git/config; set TROVE_CONTENT_GIT to https://github.com/o/r.git and the token in TROVE_CONTENT_TOKEN",
        "TROVE_CONTENT_GIT: found "https://***@github.com/o/r.git", a URL with credentials, which git would show on its command line and keep in the checkout's .git/config; set TROVE_CONTENT_GIT to https://github.com/o/r.git and the token in TROVE_CONTENT_TOKEN",
        "TROVE_CONTENT_GIT: found "ssh://git:***@host/o/r.git", a URL with credentials, which git would show on its command line and keep in the checkout's .git/config; set TROVE_CONTENT_GIT to ssh://git@host/o/r.git (ssh authenticates with a key)",
      ]
    `);
    expect(problemsOf({ TROVE_CONTENT_GIT: 'ssh://git@host/o/r.git', TROVE_CONTENT_REF: 'v1' })).toEqual([]);
  });

  test('a token that is not one, or has no https repository to go to, is a problem that never shows it', () => {
    const problems = [
      ...problemsOf({ ...repository, TROVE_CONTENT_TOKEN: 'ghp_hidden\nX-Injected: 1' }),
      ...problemsOf({ ...repository, TROVE_CONTENT_TOKEN: 'ghp_hidden:' }),
      ...problemsOf({ TROVE_CONTENT_TOKEN: 'ghp_hidden' }),
      ...problemsOf({
        TROVE_CONTENT_GIT: 'git@github.com:o/r.git',
        TROVE_CONTENT_REF: 'v1',
        TROVE_CONTENT_TOKEN: 'ghp_hidden',
      }),
      ...problemsOf({
        TROVE_CONTENT_GIT: 'http://git.internal/r.git',
        TROVE_CONTENT_REF: 'v1',
        TROVE_CONTENT_TOKEN: 'ghp_hidden',
      }),
    ];
    expect(problems.join('\n')).not.toContain('hidden');
    expect(problems).toMatchInlineSnapshot(`
     [
       "TROVE_CONTENT_TOKEN: found a value (not shown: it is a secret) with a space, a control or a non-ASCII character; expected the token alone, or user:token where the host needs a user name (Bitbucket: x-token-auth:<token>)",
       "TROVE_CONTENT_TOKEN: found a value (not shown: it is a secret) with an empty user or token around its ":"; expected the token alone, or user:token where the host needs a user name (Bitbucket: x-token-auth:<token>)",
       "TROVE_CONTENT_TOKEN is set but TROVE_CONTENT_GIT is not; set TROVE_CONTENT_GIT to the https URL of the repository, or unset TROVE_CONTENT_TOKEN",
       "TROVE_CONTENT_TOKEN is sent as an HTTP header over https only (or http to this machine), but TROVE_CONTENT_GIT is "git@github.com:o/r.git"; set TROVE_CONTENT_GIT to the repository's https:// URL, or unset TROVE_CONTENT_TOKEN (an ssh URL authenticates with a key)",
       "TROVE_CONTENT_TOKEN is sent as an HTTP header over https only (or http to this machine), but TROVE_CONTENT_GIT is "http://git.internal/r.git"; set TROVE_CONTENT_GIT to the repository's https:// URL, or unset TROVE_CONTENT_TOKEN (an ssh URL authenticates with a key)",
     ]
    `);
  });
});

describe('isGitUrl', () => {
  test.each([
    'https://github.com/trove-app/docs.git',
    'http://git.internal/docs',
    'ssh://git@github.com/trove-app/docs.git',
    'git://git.internal/docs.git',
    'file:///tmp/docs.git',
    'git@github.com:trove-app/docs.git',
  ])('%s is one', (url) => expect(isGitUrl(url)).toBe(true));

  test.each([
    'ext::sh -c id',
    'fd::3',
    '--upload-pack=touch /tmp/x',
    '/srv/docs.git',
    '../docs',
    'https://github.com/',
    'https://github.com/a b',
    'github.com:trove-app/docs',
  ])('%s is not', (url) => expect(isGitUrl(url)).toBe(false));
});

describe('redactGitUrl', () => {
  test('hides a token or password, keeps the rest', () => {
    expect(redactGitUrl('https://x-access-token:ghp_abc@github.com/o/r.git')).toBe('https://***@github.com/o/r.git');
    expect(redactGitUrl('https://ghp_abc@github.com/o/r.git')).toBe('https://***@github.com/o/r.git');
    expect(redactGitUrl('ssh://git:pw@host/o/r.git')).toBe('ssh://git:***@host/o/r.git');
    expect(redactGitUrl('ssh://git@host/o/r.git')).toBe('ssh://git@host/o/r.git');
    expect(redactGitUrl('git@github.com:o/r.git')).toBe('git@github.com:o/r.git');
    expect(redactGitUrl('file:///srv/r.git')).toBe('file:///srv/r.git');
  });
});

describe('describeContentSource', () => {
  test('names the repository and ref, the folder, or the project', () => {
    expect(describeContentSource({ kind: 'git', url: 'https://t@github.com/o/r.git', ref: 'v1' })).toBe(
      'https://***@github.com/o/r.git at v1',
    );
    expect(describeContentSource({ kind: 'dir', dir: '../content' })).toBe('TROVE_CONTENT_DIR=../content');
    expect(describeContentSource({ kind: 'project' })).toBe('the project');
  });
});
