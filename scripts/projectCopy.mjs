// A copy of the project in a temporary folder, for builds that must not touch public/: the test
// fixtures (e2e/buildFixture.ts) and the benchmark's build with a DSN.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const PROJECT_FILES = [
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

/**
 * Copies the files a build reads from the project at `root` to a new temporary folder, its
 * node_modules linked; returns the folder.
 * @param {string} root
 */
export async function copyProject(root) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'trove-fixture-'));
  for (const file of PROJECT_FILES) await fs.cp(path.join(root, file), path.join(dir, file), { recursive: true });
  await fs.symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}
