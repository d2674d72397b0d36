import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(__dirname, '..');
const projectFiles = [
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'tsconfig.json',
  'package.json',
  'src',
  'static',
  'content',
];

/** Gatsby's reporter wraps long messages at 80 columns; compare text with the wrapping undone. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

interface FixtureOptions {
  /** Extra arguments of `gatsby build`, such as `--prefix-paths`. */
  args?: string[];
  env?: Record<string, string>;
  /** Looks at the built fixture (its folder) before it is deleted. */
  inspect?: (dir: string) => Promise<void>;
}

/** Copies the project to a temporary folder, lets the test change it, and runs `gatsby build` there. */
export async function buildFixture(
  change: (dir: string) => Promise<void>,
  { args = [], env = {}, inspect }: FixtureOptions = {},
): Promise<{ code: number; output: string }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'trove-fixture-'));
  for (const file of projectFiles) await fs.cp(path.join(root, file), path.join(dir, file), { recursive: true });
  await fs.symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  await change(dir);
  try {
    const result = await run('npx', ['gatsby', 'build', ...args], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1', ...env },
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      ({ stdout, stderr }) => ({ code: 0, output: oneLine(stdout + stderr) }),
      (failed: { code: number; stdout: string; stderr: string }) => ({
        code: failed.code,
        output: oneLine(failed.stdout + failed.stderr),
      }),
    );
    if (result.code === 0) await inspect?.(dir);
    return result;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export async function edit(file: string, change: (text: string) => string): Promise<void> {
  await fs.writeFile(file, change(await fs.readFile(file, 'utf8')));
}
