import { spawn, type ChildProcess } from 'node:child_process';
import { GATSBY_LAUNCHER, stopServer } from '../buildFixture';
import { expect } from '../fixtures';

/** A `gatsby develop` run by a test, with everything it has printed so far. */
export interface DevelopServer {
  server: ChildProcess;
  output: () => string;
}

/**
 * Starts `gatsby develop` in a project copy on `port`, as `npm run develop` does, and resolves once it
 * serves pages; stop it with `stopServer`.
 */
export async function startDevelop(dir: string, port: number): Promise<DevelopServer> {
  let output = '';
  const server = spawn(process.execPath, [GATSBY_LAUNCHER, 'develop', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: dir,
    // Its own process group, so stopping it also stops the workers it starts.
    detached: true,
  });
  for (const stream of [server.stdout, server.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk));
  try {
    await expect.poll(() => output.includes('You can now view'), { timeout: 240_000 }).toBe(true);
  } catch {
    await stopServer(server);
    throw new Error(`gatsby develop did not start in 4 minutes; the end of what it printed:\n${output.slice(-4000)}`);
  }
  return { server, output: () => output };
}
