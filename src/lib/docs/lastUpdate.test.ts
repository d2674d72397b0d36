import { frontMatterDate, lastUpdateOf, parseGitLog } from './lastUpdate';

/** What `git log` (GIT_LOG_ARGS) prints for commits of [seconds, author, files]. */
const gitLog = (...commits: Array<[number, string, string[]]>) =>
  commits.map(([seconds, author, files]) => `\x1e${seconds}\x1f${author}\0\n${files.join('\0')}\0`).join('');

describe('parseGitLog', () => {
  it("gives each file the newest commit that changed it, git's first", () => {
    const output = gitLog(
      [1709546400, 'Bo Brandt', ['docs/wants.mdx', 'docs/b é.mdx']],
      [1704189600, 'Ada Lovelace', ['docs/wants.mdx', 'docs/index.mdx']],
    );
    expect(Object.fromEntries(parseGitLog(output))).toEqual({
      'docs/wants.mdx': { date: '2024-03-04T10:00:00.000Z', author: 'Bo Brandt' },
      'docs/b é.mdx': { date: '2024-03-04T10:00:00.000Z', author: 'Bo Brandt' },
      'docs/index.mdx': { date: '2024-01-02T10:00:00.000Z', author: 'Ada Lovelace' },
    });
  });

  it('skips merge commits, which list no file, and reads nothing from no history', () => {
    const merge = '\x1e1709600000\x1fMerger\0';
    expect(parseGitLog(merge + gitLog([1704189600, 'Ada', ['docs/a.mdx']])).get('docs/a.mdx')).toEqual({
      date: '2024-01-02T10:00:00.000Z',
      author: 'Ada',
    });
    expect(parseGitLog('').size).toBe(0);
  });
});

describe('lastUpdateOf', () => {
  const git = { date: '2024-03-04T10:00:00.000Z', author: 'Bo' };

  it("shows the last commit's date and author", () => {
    expect(lastUpdateOf({}, git)).toEqual(git);
  });

  it('lets front matter last_update replace each of them', () => {
    expect(lastUpdateOf({ date: '2023-12-24', author: 'Cy' }, git)).toEqual({
      date: '2023-12-24T00:00:00.000Z',
      author: 'Cy',
    });
    expect(lastUpdateOf({ author: 'Cy' }, git)).toEqual({ date: git.date, author: 'Cy' });
    expect(lastUpdateOf({ date: '2023-12-24T14:00:00+02:00' }, git)).toEqual({
      date: '2023-12-24T12:00:00.000Z',
      author: 'Bo',
    });
  });

  it('shows what front matter says without history, and nothing when neither knows', () => {
    expect(lastUpdateOf({ date: '2023-12-24' }, undefined)).toEqual({ date: '2023-12-24T00:00:00.000Z' });
    expect(lastUpdateOf({}, undefined)).toBeUndefined();
  });
});

describe('frontMatterDate', () => {
  it('reads a day as its start in UTC, so it shows as that day', () => {
    expect(frontMatterDate('2024-05-31')).toBe('2024-05-31T00:00:00.000Z');
  });
});
