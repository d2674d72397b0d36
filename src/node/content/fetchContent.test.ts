/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { filesUnder, gitArgvShim, loggedCalls, startGitServer, type GitServer } from '../../../e2e/gitHttp/gitHttp';
import { fetchContent } from './fetchContent';

/** A fake token, and the header value a private host expects of it (GitHub's form: user x-access-token). */
const TOKEN = 'ghp_fakeToken0123456789';
const BASIC = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd, stdio: 'pipe' });

let scratch: string;
let server: GitServer;
let argvLog: string;
const outer = { cwd: process.cwd(), env: { ...process.env } };

/** Gatsby's reporter as fetchContent uses it: `panic` stops the build, here by throwing its message. */
const reporter = () => {
  const info = jest.fn();
  const panic = jest.fn(({ context }: { context: { message: string } }) => {
    throw new Error(context.message);
  });
  return { info, panic, reporter: { info, panic } as unknown as Reporter };
};

/** The message of the fetch's failure: what `panic` would stop the build with. */
const failure = () => {
  const { panic, reporter: fake } = reporter();
  expect(() => fetchContent(fake)).toThrow();
  return panic.mock.calls[0][0].context.message;
};

/** Sets the content variables for one fetch; the rest of the environment is the test's. */
const contentEnv = (token?: string) => {
  process.env.TROVE_CONTENT_GIT = `${server.origin}/docs.git`;
  process.env.TROVE_CONTENT_REF = 'main';
  if (token === undefined) delete process.env.TROVE_CONTENT_TOKEN;
  else process.env.TROVE_CONTENT_TOKEN = token;
};

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'trove-token-'));
  const work = path.join(scratch, 'work');
  git(scratch, 'init', '--quiet', '--bare', '--initial-branch=main', 'repositories/docs.git');
  git(scratch, 'clone', '--quiet', 'repositories/docs.git', work);
  await fs.mkdir(path.join(work, 'docs'));
  await fs.writeFile(path.join(work, 'docs/index.mdx'), 'Private docs');
  git(work, 'add', '.');
  git(work, 'commit', '--quiet', '-m', 'Docs');
  git(work, 'push', '--quiet', 'origin', 'HEAD:main');
  server = await startGitServer(path.join(scratch, 'repositories'), `Basic ${BASIC}`);
  argvLog = path.join(scratch, 'git-argv.log');
  await gitArgvShim(path.join(scratch, 'bin'), argvLog);
  await fs.mkdir(path.join(scratch, 'project'));
  process.chdir(path.join(scratch, 'project'));
  process.env.PATH = `${path.join(scratch, 'bin')}${path.delimiter}${process.env.PATH}`;
});

beforeEach(() => fs.rm(argvLog, { force: true }));

afterAll(async () => {
  process.chdir(outer.cwd);
  process.env = outer.env;
  await server?.stop();
  await fs.rm(scratch, { recursive: true, force: true });
});

describe('fetchContent from a host that requires a token', () => {
  test('fetches with TROVE_CONTENT_TOKEN, which no git command line, file of the checkout or later environment holds', async () => {
    contentEnv(TOKEN);
    const { info, reporter: fake } = reporter();
    fetchContent(fake);
    const checkout = path.join(scratch, 'project/.cache/trove-content');
    expect(await fs.readFile(path.join(checkout, 'docs/index.mdx'), 'utf8')).toBe('Private docs');
    expect(info).toHaveBeenCalledWith(
      expect.stringContaining(`Content from ${server.origin}/docs.git at main (commit`),
    );

    const calls = await loggedCalls(argvLog);
    expect(calls).toContainEqual(expect.arrayContaining(['fetch', `${server.origin}/docs.git`, 'main']));
    for (const argv of calls) expect(argv.join(' ')).not.toMatch(new RegExp(`${TOKEN}|${BASIC}|Authorization`, 'i'));
    expect(await fs.readFile(path.join(checkout, '.git/config'), 'utf8')).not.toContain('extraHeader');
    for (const file of await filesUnder(checkout)) {
      const bytes = await fs.readFile(file);
      expect({ file, token: bytes.includes(TOKEN), header: bytes.includes(BASIC) }).toEqual({
        file,
        token: false,
        header: false,
      });
    }
    expect(process.env.TROVE_CONTENT_TOKEN).toBeUndefined();
  });

  test('a wrong token fails saying the server refused TROVE_CONTENT_TOKEN, without showing it', () => {
    contentEnv('ghp_wrongToken');
    const message = failure();
    expect(message).toBe(
      `Could not fetch the content (TROVE_CONTENT_GIT=${server.origin}/docs.git at TROVE_CONTENT_REF=main): ` +
        `fatal: could not read Username for '${server.origin}': terminal prompts disabled\n` +
        'The server refused TROVE_CONTENT_TOKEN: check that the token is current and may read the repository.',
    );
    expect(message).not.toContain('wrongToken');
  });

  test('no token fails saying the repository asks for one, and which variable to set', () => {
    contentEnv();
    expect(failure()).toContain(
      'terminal prompts disabled\nThe repository asks for credentials: set TROVE_CONTENT_TOKEN to a token that may read it.',
    );
  });
});
