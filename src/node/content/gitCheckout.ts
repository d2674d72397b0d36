import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { readVariable } from '../../config/environment';

/** A git command failed; the message is git's own one-line account of why. */
export class GitError extends Error {
  override name = 'GitError';
}

/** git's one-line reason: its first `fatal:` or `error:` line, else its last line. */
function reasonOf(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.find((line) => /^(fatal|error):/.test(line)) ?? lines.at(-1) ?? 'git failed without a message';
}

/** Longer than any fetch of docs should take; a stalled connection then fails the build rather than hanging it. */
const TIMEOUT_MS = 10 * 60_000;

/**
 * The environment with one more git setting, as `-c key=value` would give it but off the command
 * line, which any process on the machine can read: git reads GIT_CONFIG_COUNT pairs of
 * GIT_CONFIG_KEY_<n> and GIT_CONFIG_VALUE_<n>, after any the environment already holds.
 */
function withSetting(env: NodeJS.ProcessEnv, key: string, value: string): NodeJS.ProcessEnv {
  const index = Number.parseInt(env.GIT_CONFIG_COUNT ?? '', 10) || 0;
  return {
    ...env,
    GIT_CONFIG_COUNT: String(index + 1),
    [`GIT_CONFIG_KEY_${index}`]: key,
    [`GIT_CONFIG_VALUE_${index}`]: value,
  };
}

/**
 * Runs Debian's git without a shell. A build runs unattended, so git must fail rather than wait
 * for a password: no terminal prompt, and ssh in batch mode unless the caller chose its own ssh.
 * `header` is sent with every HTTP request, given through the environment; a failure's message
 * shows its value as `***`.
 */
export function git(args: string[], cwd: string, header?: string): string {
  const ownSsh = readVariable(process.env, 'GIT_SSH') ?? readVariable(process.env, 'GIT_SSH_COMMAND');
  const result = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: TIMEOUT_MS,
    // The last change of every doc is one `git log` (src/node/docs/gitLastUpdates.ts): megabytes for a large site.
    maxBuffer: 512 * 1024 * 1024,
    env: {
      ...(header ? withSetting(process.env, 'http.extraHeader', header) : process.env),
      GIT_TERMINAL_PROMPT: '0',
      ...(!ownSsh && { GIT_SSH_COMMAND: 'ssh -o BatchMode=yes' }),
    },
  });
  if (result.error) {
    const { code } = result.error as NodeJS.ErrnoException;
    if (code === 'ENOENT') throw new GitError('git is not installed: apt-get install git');
    if (code === 'ETIMEDOUT') throw new GitError(`git did not finish in ${TIMEOUT_MS / 60_000} minutes`);
    throw new GitError(result.error.message);
  }
  if (result.status !== 0) {
    const reason = reasonOf(result.stderr);
    const secret = header?.slice(header.indexOf(':') + 1).trim();
    throw new GitError(secret ? reason.split(secret).join('***') : reason);
  }
  return result.stdout.trim();
}

/**
 * Checks out `ref` (a branch, tag or full commit id) of the repository at `url` into `dir`, with
 * its history (each doc's "Last updated" is read from it: a shallow fetch's one commit would date
 * every doc the same): the folder is emptied first, so no file of an earlier checkout is left behind.
 * `header` (such as `Authorization: Basic …`) goes with the fetch's requests, and with nothing else:
 * no command line, remote URL or file of the checkout holds it. Returns the commit id checked out.
 */
export function checkoutWithHistory(url: string, ref: string, dir: string, header?: string): string {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  git(['-c', 'init.defaultBranch=content', 'init', '--quiet'], dir);
  // `--` ends the options, so neither the URL nor the ref can be read as one.
  git(['fetch', '--quiet', '--no-tags', '--', url, ref], dir, header);
  git(['-c', 'advice.detachedHead=false', 'checkout', '--quiet', '--detach', 'FETCH_HEAD'], dir);
  return git(['rev-parse', 'HEAD'], dir);
}
