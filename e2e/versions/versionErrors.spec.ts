import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildAndDiscard, edit } from '../buildFixture';
import { makeVersionedSite } from './versionsFixture';

test.describe('mistakes in the versions stop the build', () => {
  test.setTimeout(600_000);

  test("a link in a release's doc to a doc that release lacks fails the build naming the file and the fix", async () => {
    const { code, output } = await buildAndDiscard(async (dir) => {
      await makeVersionedSite(dir);
      await edit(
        path.join(dir, 'content/versioned_docs/version-1.0/wants.mdx'),
        (text) => `${text}\nSee your [goals](/goals).\n`,
      );
    });
    expect(code).not.toBe(0);
    expect(output).toContain(
      'Links that leave their version: - content/versioned_docs/version-1.0/wants.mdx: links to /goals, a doc version 1.0 does not have (its links lead to its own docs, under /1.0). Link to a doc of this version, or to another site with a full URL.',
    );
  });

  test('a version whose snapshot is missing fails the build naming the folder and how to release it', async () => {
    const { code, output } = await buildAndDiscard(async (dir) => {
      await makeVersionedSite(dir);
      await fs.rm(path.join(dir, 'content/versioned_docs/version-1.0'), { recursive: true });
    });
    expect(code).not.toBe(0);
    expect(output).toContain(
      'docs.versions[2] ("1.0") is built from content/versioned_docs/version-1.0, which is missing. Release it with npm run docs:version -- 1.0',
    );
  });
});
