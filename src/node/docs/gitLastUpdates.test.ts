import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { git, GitError } from '../content/gitCheckout';
import { lastUpdatesOf, type RunGit } from './gitLastUpdates';

/** Commits the files given in `dir` as `author`, dated `date` (author and committer dates alike). */
function commit(dir: string, author: string, date: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  const as = ['-c', `user.name=${author}`, '-c', 'user.email=editor@trove.example'];
  execFileSync('git', ['add', '.'], { cwd: dir, env });
  execFileSync('git', [...as, 'commit', '--quiet', '-m', `Edit by ${author}`], { cwd: dir, env });
}

const temp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'trove-history-'));

/** A cache like Gatsby's, in memory. */
const memoryCache = () => {
  const entries = new Map<string, unknown>();
  return {
    get: async (key: string) => entries.get(key),
    set: async (key: string, value: unknown) => entries.set(key, value),
  };
};

describe('lastUpdatesOf', () => {
  let repository: string;
  let content: string;
  const dirs: string[] = [];

  beforeAll(() => {
    repository = temp();
    dirs.push(repository);
    execFileSync('git', ['init', '--quiet'], { cwd: repository });
    commit(repository, 'Ada Lovelace', '2024-01-02T10:00:00Z', {
      'content/docs/index.mdx': 'a',
      'content/docs/wants.mdx': 'a',
      'README.md': 'outside the content',
    });
    commit(repository, 'Bo Brandt', '2024-03-04T10:00:00Z', { 'content/docs/wants.mdx': 'b', 'README.md': 'b' });
    content = path.join(repository, 'content');
  });

  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  const reporter = () => ({ warn: jest.fn() }) as unknown as Reporter & { warn: jest.Mock };

  it('reads the last commit of every file of the content in one git log, then no git log for the same commit', async () => {
    const calls: string[] = [];
    const run: RunGit = (args, cwd) => {
      calls.push(args[0]);
      return git(args, cwd);
    };
    const cache = memoryCache();
    const first = await lastUpdatesOf(content, { cache, reporter: reporter(), run });
    expect(Object.fromEntries(first)).toEqual({
      [path.join(content, 'docs/index.mdx')]: { date: '2024-01-02T10:00:00.000Z', author: 'Ada Lovelace' },
      [path.join(content, 'docs/wants.mdx')]: { date: '2024-03-04T10:00:00.000Z', author: 'Bo Brandt' },
    });
    expect(calls).toEqual(['rev-parse', 'log']);
    const second = await lastUpdatesOf(content, { cache, reporter: reporter(), run });
    expect(second).toEqual(first);
    expect(calls).toEqual(['rev-parse', 'log', 'rev-parse']);
  });

  it('gives no date in a shallow clone, whose one commit would date every doc the same, and warns once', async () => {
    const clone = temp();
    dirs.push(clone);
    execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${repository}`, clone]);
    const warnings = reporter();
    for (let build = 0; build < 2; build += 1) {
      const updates = await lastUpdatesOf(path.join(clone, 'content'), { cache: memoryCache(), reporter: warnings });
      expect(updates.size).toBe(0);
    }
    expect(warnings.warn).toHaveBeenCalledTimes(1);
    expect(warnings.warn.mock.calls[0][0]).toMatch(
      /^Docs show no "Last updated" date \(front matter last_update still shows\): .* is in a shallow clone, whose one commit would date every doc the same\. In GitHub Actions, give actions\/checkout `fetch-depth: 0`/,
    );
  });

  it('gives no date, with a warning, for content outside any Git repository', async () => {
    const loose = temp();
    dirs.push(loose);
    const warnings = reporter();
    const updates = await lastUpdatesOf(loose, {
      cache: memoryCache(),
      reporter: warnings,
      // As git answers in a folder of no repository (the temporary folder may sit in one).
      run: () => {
        throw new GitError('fatal: not a git repository (or any of the parent directories): .git');
      },
    });
    expect(updates.size).toBe(0);
    expect(warnings.warn).toHaveBeenCalledWith(expect.stringContaining('the build cannot read the history of'));
  });
});
