import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { stopProcessGroup } from '../processGroup';

export interface GitServer {
  /** The server's origin, such as http://127.0.0.1:40123; a repository is served at `${origin}/<name>.git`. */
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts `server.mjs`: a smart-HTTP git server on 127.0.0.1 that serves the repositories under
 * `root` to requests carrying `authorization` (an Authorization header's value) and answers 401 to
 * the others, as a private host does. Resolves once it listens; stop it with `stop()`, by its pid.
 */
export function startGitServer(root: string, authorization: string): Promise<GitServer> {
  const server = spawn(process.execPath, [path.join(__dirname, 'server.mjs')], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { PATH: process.env.PATH, GIT_PROJECT_ROOT: root, GIT_HTTP_AUTHORIZATION: authorization },
  });
  const stop = () => (server.pid ? stopProcessGroup(server.pid) : Promise.resolve());
  return new Promise((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) resolve({ origin: `http://127.0.0.1:${port}`, stop });
    });
    server.on('exit', (code) => reject(new Error(`The git server stopped (${code}) before listening: ${output}`)));
  });
}

/**
 * Writes a `git` into `bin` that appends its arguments to `log` (one call a line, each argument
 * followed by a NUL) and runs the real git: put `bin` first on PATH to see every command line git is given.
 */
export async function gitArgvShim(bin: string, log: string): Promise<void> {
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  await fs.mkdir(bin, { recursive: true });
  await fs.writeFile(
    path.join(bin, 'git'),
    `#!/bin/sh\n{ printf '%s\\0' "$@"; printf '\\n'; } >> '${log}'\nexec '${realGit}' "$@"\n`,
    { mode: 0o755 },
  );
}

/** The command lines the shim logged, each as its arguments. */
export async function loggedCalls(log: string): Promise<string[][]> {
  const text = await fs.readFile(log, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\0').slice(0, -1));
}

/** Every file under `dir`, recursively, absolute. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}
