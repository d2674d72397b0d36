import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Serves a built `public/` folder with scripts/serve.mjs (as `npm run serve` does), or another
 * server script taking the same arguments, on 127.0.0.1 and resolves once that server says it is
 * listening. Fails with its error if it exits first (a port in use, say): an answer on the port
 * could come from another server, serving another build.
 * Run from the project root; stop it with `process.kill(-server.pid)`.
 * @param {string} publicDir
 * @param {number} port
 * @param {string} [script] the server, relative to the project root
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export async function serveBuild(publicDir, port, script = 'scripts/serve.mjs') {
  const server = spawn(
    'node',
    [path.resolve(script), '--dir', publicDir, '--host', '127.0.0.1', '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let errors = '';
  server.stderr.on('data', (chunk) => (errors += chunk));
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${script} did not listen on port ${port} within 60 s`)), 60_000);
      server.stdout.on('data', (chunk) => {
        if (String(chunk).includes(`at http://127.0.0.1:${port}`)) {
          clearTimeout(timer);
          resolve(undefined);
        }
      });
      server.on('close', (code) => {
        clearTimeout(timer);
        reject(new Error(`${script} exited (${code}) before listening on port ${port}:\n${errors}`));
      });
    });
  } catch (error) {
    if (server.exitCode === null) process.kill(-server.pid);
    throw error;
  }
  // Open pipes would keep the caller's process running.
  server.stdout.destroy();
  server.stderr.destroy();
  return server;
}
