// A copy of the project in a temporary folder, for builds that must not touch public/: the test
// fixtures (e2e/buildFixture.ts), the benchmark's build with a DSN and its scaled corpora, and the
// bare Gatsby site the benchmark compares with (scripts/floorSite/, copied from its own folder).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** What a build reads besides the content: the site's code, settings and static files. */
export const SITE_FILES = [
  'gatsby-config.mjs',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'tsconfig.json',
  'package.json',
  'src',
  'static',
  'scripts',
];

const PROJECT_FILES = [...SITE_FILES, 'content'];

/**
 * Copies the files a build reads from the project at `root` (or `files` of the folder `from`) to a
 * new temporary folder, the project's node_modules linked; returns the folder.
 * @param {string} root
 * @param {string[]} [files]
 * @param {string} [from]
 */
export async function copyProject(root, files = PROJECT_FILES, from = root) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'trove-fixture-'));
  for (const file of files) await fs.cp(path.join(from, file), path.join(dir, file), { recursive: true });
  await fs.symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}
