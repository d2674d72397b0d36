import { describeContentSource, isGitUrl, readContentSource, redactGitUrl } from './contentSource';

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
