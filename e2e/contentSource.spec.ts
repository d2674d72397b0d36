import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildFixture, removeFixture } from './buildFixture';
import { filesUnder, gitArgvShim, loggedCalls, startGitServer } from './gitHttp/gitHttp';

/** A doc of the fixtures' own content; the titles are the tests' markers, never the live docs' text. */
const doc = (id: string, title: string, body = 'Fixture text.') =>
  `---\nid: ${id}\ntitle: ${title}\ndescription: ${title}, a fixture doc.\n---\n\n${body}\n`;

/** The three docs the site's sidebar names; `wants` is left out where a test asks. */
async function writeDocs(root: string, { wantsTitle, withWants = true }: { wantsTitle: string; withWants?: boolean }) {
  await fs.mkdir(path.join(root, 'docs'), { recursive: true });
  await fs.writeFile(path.join(root, 'docs/index.mdx'), doc('index', 'Fixture home', 'See [the wants](/wants).'));
  // A language the highlighter does not know warns naming the file: the test reads the path editors see.
  await fs.writeFile(
    path.join(root, 'docs/resources.mdx'),
    doc('resources', 'Fixture resources', '```nosuchlanguage\nplain\n```'),
  );
  if (withWants) await fs.writeFile(path.join(root, 'docs/wants.mdx'), doc('wants', wantsTitle));
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Fixture', '-c', 'user.email=fixture@example.com', ...args], {
    cwd,
    stdio: 'pipe',
  });

/** Builds a project copy with the content variables set (the others blank, whatever the outer environment holds). */
async function buildWith(env: Record<string, string>) {
  const { dir, code, output } = await buildFixture(async () => {}, {
    env: { TROVE_CONTENT_DIR: '', TROVE_CONTENT_GIT: '', TROVE_CONTENT_REF: '', TROVE_CONTENT_TOKEN: '', ...env },
  });
  return { dir, code, output };
}

const read = (file: string) => fs.readFile(file, 'utf8');

test.describe('content from TROVE_CONTENT_GIT or TROVE_CONTENT_DIR', () => {
  test.setTimeout(600_000);

  let scratch: string;
  let repoUrl: string;

  test.beforeAll(async () => {
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'trove-content-'));
    const bare = path.join(scratch, 'docs.git');
    const work = path.join(scratch, 'work');
    git(scratch, 'init', '--quiet', '--bare', '--initial-branch=main', bare);
    git(scratch, 'clone', '--quiet', bare, work);
    await writeDocs(work, { wantsTitle: 'Wants as tagged in v1' });
    git(work, 'add', '.');
    git(work, 'commit', '--quiet', '-m', 'First docs');
    git(work, 'tag', 'v1');
    await writeDocs(work, { wantsTitle: 'Wants after v1' });
    git(work, 'commit', '--quiet', '-am', 'Retitle wants');
    git(work, 'push', '--quiet', 'origin', 'HEAD:main', 'v1');
    repoUrl = `file://${bare}`;
  });

  test.afterAll(() => fs.rm(scratch, { recursive: true, force: true }));

  test('a repository at a tag is fetched and built, its docs named by path in the repository', async () => {
    const { dir, code, output } = await buildWith({ TROVE_CONTENT_GIT: repoUrl, TROVE_CONTENT_REF: 'v1' });
    try {
      expect(output).toContain(`Content from ${repoUrl} at v1 (commit`);
      expect(code).toBe(0);
      const wants = await read(path.join(dir, 'public/wants/index.html'));
      expect(wants).toContain('Wants as tagged in v1');
      expect(wants).not.toContain('Wants after v1');
      // Fetched with its history, so each doc has the date of its last commit.
      expect(output).not.toContain('Docs show no "Last updated" date');
      expect(wants).toMatch(/Last updated on <time datetime="[^"]+">/i);
      expect(await read(path.join(dir, 'public/index.html'))).toContain('Fixture home');
      expect(output).toContain(`docs/resources.mdx (in ${repoUrl} at v1):`);
    } finally {
      await removeFixture(dir);
    }
  });

  test('a private repository is fetched over http with TROVE_CONTENT_TOKEN, which no command line, file or page holds', async () => {
    const token = 'ghp_fakeBuildToken0123456789';
    const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
    const secret = new RegExp(`${token}|${basic}`);
    // The server requires the header; it serves the bare repository of beforeAll.
    const server = await startGitServer(scratch, `Basic ${basic}`);
    const bin = path.join(scratch, 'bin');
    const argvLog = path.join(scratch, 'git-argv.log');
    await gitArgvShim(bin, argvLog);
    const url = `${server.origin}/docs.git`;
    try {
      const { dir, code, output } = await buildWith({
        TROVE_CONTENT_GIT: url,
        TROVE_CONTENT_REF: 'v1',
        TROVE_CONTENT_TOKEN: token,
        PATH: `${bin}${path.delimiter}${process.env.PATH}`,
      });
      try {
        expect(code, output).toBe(0);
        expect(output).toContain(`Content from ${url} at v1 (commit`);
        expect(await read(path.join(dir, 'public/wants/index.html'))).toContain('Wants as tagged in v1');
        expect(output).not.toMatch(secret);
        const calls = await loggedCalls(argvLog);
        expect(calls).toContainEqual(expect.arrayContaining(['fetch', url, 'v1']));
        expect(calls.filter((argv) => secret.test(argv.join(' ')))).toEqual([]);
        const files = [
          ...(await filesUnder(path.join(dir, '.cache'))),
          ...(await filesUnder(path.join(dir, 'public'))),
        ];
        const holding = [];
        for (const file of files) if (secret.test((await fs.readFile(file)).toString('latin1'))) holding.push(file);
        expect(holding).toEqual([]);
      } finally {
        await removeFixture(dir);
      }
    } finally {
      await server.stop();
    }
  });

  test('a ref the repository lacks fails the build naming the variable, the URL and the ref', async () => {
    const { dir, code, output } = await buildWith({ TROVE_CONTENT_GIT: repoUrl, TROVE_CONTENT_REF: 'no-such-ref' });
    await removeFixture(dir);
    expect(code).not.toBe(0);
    expect(output).toContain(
      `Could not fetch the content (TROVE_CONTENT_GIT=${repoUrl} at TROVE_CONTENT_REF=no-such-ref): fatal: couldn't find remote ref no-such-ref`,
    );
    expect(output).toContain('that TROVE_CONTENT_REF is a branch, tag or full commit id that exists there');
    expect(output).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/);
  });

  test('a content folder without a doc the sidebar names fails the build naming the doc', async () => {
    const content = path.join(scratch, 'no-wants');
    await writeDocs(content, { wantsTitle: 'Unused', withWants: false });
    const { dir, code, output } = await buildWith({ TROVE_CONTENT_DIR: content });
    await removeFixture(dir);
    expect(code).not.toBe(0);
    expect(output).toContain('Invalid sidebars');
    expect(output).toMatch(/tutorialSidebar\[2\][^\n]*"wants"/);
  });

  test('a content folder is built in place of content/', async () => {
    const content = path.join(scratch, 'folder');
    await writeDocs(content, { wantsTitle: 'Wants from a folder' });
    const { dir, code, output } = await buildWith({ TROVE_CONTENT_DIR: content });
    try {
      expect(code, output).toBe(0);
      expect(await read(path.join(dir, 'public/wants/index.html'))).toContain('Wants from a folder');
      expect(output).toContain(`${content}/docs/resources.mdx:`);
    } finally {
      await removeFixture(dir);
    }
  });
});
