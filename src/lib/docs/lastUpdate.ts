/** The last change of a doc: when (an ISO 8601 moment, UTC) and by whom; either may be unknown. */
export interface LastUpdate {
  date?: string;
  author?: string;
}

/** Starts each commit in GIT_LOG_ARGS' output; its date and author are split by UNIT. */
const RECORD = '\x1e';
const UNIT = '\x1f';

/**
 * The arguments of the one `git log` that reads the last change of every file of a folder (run in
 * it): each commit's committer date (seconds) and author, then the files it changed, relative to the
 * folder, NUL-separated (`-z`, so no name is quoted). Renames are not followed: a renamed doc's last
 * change is its rename, the commit that last changed the file at that path.
 */
export const GIT_LOG_ARGS = [
  'log',
  '--relative',
  '--no-renames',
  '-z',
  '--name-only',
  `--format=${RECORD}%ct${UNIT}%an`,
  '--',
  '.',
];

/**
 * The last change of each file `git log` (GIT_LOG_ARGS) lists, by its path relative to the folder:
 * the newest commit that changed it, which git lists first.
 */
export function parseGitLog(output: string): Map<string, Required<LastUpdate>> {
  const changes = new Map<string, Required<LastUpdate>>();
  for (const record of output.split(RECORD)) {
    const [header, ...files] = record.split('\0');
    const [seconds, author] = header.split(UNIT);
    if (author === undefined || !/^\d+$/.test(seconds)) continue;
    const date = new Date(Number(seconds) * 1000).toISOString();
    for (const file of files) {
      // git starts a commit's list of files on a line of its own.
      const name = file.replace(/^\n/, '');
      if (name !== '' && !changes.has(name)) changes.set(name, { date, author });
    }
  }
  return changes;
}

/** A front matter `last_update.date` (a day, or a moment with its zone) as the moment it names, in UTC. */
export function frontMatterDate(date: string): string {
  return new Date(date.length === 10 ? `${date}T00:00:00Z` : date).toISOString();
}

/**
 * What a doc's "Last updated" line shows: front matter `last_update` wins, each of its keys over the
 * same of the last commit; nothing when neither knows (a checkout without history).
 */
export function lastUpdateOf(
  frontMatter: { date?: string | null; author?: string | null },
  fromGit: LastUpdate | undefined,
): LastUpdate | undefined {
  const date = frontMatter.date ? frontMatterDate(frontMatter.date) : fromGit?.date;
  const author = frontMatter.author ?? fromGit?.author;
  if (!date && !author) return undefined;
  return { ...(date && { date }), ...(author && { author }) };
}
