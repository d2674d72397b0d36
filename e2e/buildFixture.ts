import { execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { stringify } from 'yaml';
import { serveBuild } from '../scripts/serveBuild.mjs';
import { NAVIGATION_FOLDER, navigationFiles } from '../src/config/navigationFiles';
import type { Navigation } from '../src/config/navigationSchema';
import { stopProcessGroup } from './processGroup';
import { copyTestProject } from './testProject';

const run = promisify(execFile);

/** The copy's Gatsby launcher, as `npm run build` and `develop` run it (telemetry off). */
export const GATSBY_LAUNCHER = 'scripts/gatsby.mjs';

/** Gatsby's reporter wraps long messages at 80 columns; compare text with the wrapping undone. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ');

export interface FixtureBuild {
  /** The copy of the project that was built; remove it with `removeFixture`. */
  dir: string;
  code: number;
  output: string;
}

interface BuildOptions {
  /** Extra arguments of `gatsby build`, such as `--prefix-paths`. */
  args?: string[];
  env?: Record<string, string>;
}

/** Copies the project with the tests' content to a temporary folder, lets the test change it, and runs `gatsby build` there. */
export async function buildFixture(
  change: (dir: string) => Promise<void>,
  options: BuildOptions = {},
): Promise<FixtureBuild> {
  const dir = await copyTestProject();
  await change(dir);
  return { dir, ...(await gatsbyBuild(dir, options)) };
}

/**
 * Runs `gatsby build` in a project copy, as `npm run build` does: a fixture's first build, or a later
 * one with the last build's cache kept.
 */
export async function gatsbyBuild(
  dir: string,
  { args = [], env = {} }: BuildOptions = {},
): Promise<Omit<FixtureBuild, 'dir'>> {
  try {
    const { stdout, stderr } = await run(process.execPath, [GATSBY_LAUNCHER, 'build', ...args], {
      cwd: dir,
      env: { ...process.env, ...env, CI: '1' },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, output: oneLine(stdout + stderr) };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: oneLine(failed.stdout + failed.stderr) };
  }
}

export function removeFixture(dir: string): Promise<void> {
  return fs.rm(dir, { recursive: true, force: true });
}

/** Builds a fixture and removes it, for tests that only read the build's output. */
export async function buildAndDiscard(
  change: (dir: string) => Promise<void>,
  options?: BuildOptions,
): Promise<Omit<FixtureBuild, 'dir'>> {
  const { dir, ...result } = await buildFixture(change, options);
  await removeFixture(dir);
  return result;
}

/** Changes a file of a fixture; a change that changes nothing fails, so a test never passes on a stale edit. */
export async function edit(file: string, change: (text: string) => string): Promise<void> {
  const text = await fs.readFile(file, 'utf8');
  const changed = change(text);
  if (changed === text) throw new Error(`The edit of ${file} changed nothing: the text it replaces is not there.`);
  await fs.writeFile(file, changed);
}

/**
 * Gives a project copy the navigation of a test: each part given replaces its file in
 * content/navigation/, the others stay, except the announcement bar, which shows only when given:
 * the site's own links to pages a fixture may not have.
 */
export async function writeNavigation(dir: string, navigation: Partial<Navigation>): Promise<void> {
  const folder = path.join(dir, 'content', NAVIGATION_FOLDER);
  await fs.rm(path.join(folder, navigationFiles.announcementBar.file), { force: true });
  for (const [part, value] of Object.entries(navigation)) {
    const { file } = navigationFiles[part as keyof Navigation];
    await fs.writeFile(path.join(folder, file), stringify(value));
  }
}

/** Serves a built fixture as `npm run serve` does, on 127.0.0.1, and resolves once it answers. */
export function serveFixture(dir: string, port: number): Promise<ChildProcess> {
  return serveBuild(path.join(dir, 'public'), port);
}

/** Stops a server started in its own process group (`serveFixture`, gatsby develop, decap-server) and waits until it has exited. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.pid) await stopProcessGroup(server.pid);
}
