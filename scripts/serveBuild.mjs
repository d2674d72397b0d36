import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Serves a built `public/` folder with scripts/serve.mjs (as `npm run serve` does) on 127.0.0.1 and
 * resolves once it answers. Run from the project root; stop it with `process.kill(-server.pid)`.
 * @param {string} publicDir
 * @param {number} port
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export async function serveBuild(publicDir, port) {
  const server = spawn(
    'node',
    [path.resolve('scripts/serve.mjs'), '--dir', publicDir, '--host', '127.0.0.1', '--port', String(port)],
    { stdio: 'ignore', detached: true },
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  process.kill(-server.pid);
  throw new Error(`scripts/serve.mjs did not answer on port ${port} within 60 s`);
}
