import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Starts decap-server, the CMS's local backend, as `npm run cms` does: in `fs` mode (it writes
 * files, no commits), bound to 127.0.0.1 (it writes without a login) and rooted at the content
 * folder, so the CMS can write nothing else: decap-server refuses a path that resolves outside its
 * root, symbolic links followed. It runs in the project (`cwd`), whose `.env` it reads: never in the
 * content folder, where an editor could write a `.env` that widens who may call it (ORIGIN). The
 * project's own decap-server is the one started.
 * @param {{ cwd: string; contentDir: string; port: number | string } & Pick<import('node:child_process').SpawnOptions, 'stdio' | 'detached'>} options
 * @returns {import('node:child_process').ChildProcess}
 */
export function spawnDecapServer({ cwd, contentDir, port, ...options }) {
  const server = createRequire(path.join(cwd, 'package.json')).resolve('decap-server/dist/index.js');
  return spawn(process.execPath, [server], {
    cwd,
    ...options,
    env: { ...process.env, PORT: String(port), BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: contentDir },
  });
}
