import fs from 'node:fs/promises';
import path from 'node:path';
import { copyProject, SITE_FILES } from '../scripts/projectCopy.mjs';

/** The project the browser tests build: the site's code with the tests' own content, never the live docs. */
export const PROJECT_ROOT = path.resolve(__dirname, '..');

/**
 * The tests' content (docs and navigation), built by `npm run test:e2e` and copied into every fixture
 * project: editors change content/ freely, and a test's expectations change only with this folder.
 */
export const TEST_CONTENT = path.join(__dirname, 'testContent');

/** Copies the site's code to a temporary folder with the tests' content as its content/; returns the folder. */
export async function copyTestProject(): Promise<string> {
  const dir = await copyProject(PROJECT_ROOT, SITE_FILES);
  await fs.cp(TEST_CONTENT, path.join(dir, 'content'), { recursive: true });
  return dir;
}
