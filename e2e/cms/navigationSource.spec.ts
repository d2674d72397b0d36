import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { gatsbyBuild, removeFixture, serveFixture, stopServer } from '../buildFixture';
import { logIn, makeFixture, openCms, startDecapServer } from './cmsFixture';

/** The fixture's site and its decap-server (+ 19 and + 20: developFollowsFiles.spec.ts; + 21 and + 22: saves.spec.ts). */
const SITE_PORT = Number(process.env.E2E_PORT ?? 9100) + 25;
const CMS_PORT = Number(process.env.E2E_PORT ?? 9100) + 26;

/** The content folder of the fixture, inside the project (TROVE_CONTENT_DIR): docs only, no navigation/. */
const CONTENT = 'shelf-content';

async function build(dir: string) {
  return gatsbyBuild(dir, { env: { TROVE_CONTENT_DIR: CONTENT, CMS_LOCAL_PORT: String(CMS_PORT) } });
}

test.describe.configure({ mode: 'serial' });

let dir: string;
let site: ChildProcess | undefined;
let cms: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = await makeFixture();
  // The docs move to a folder of their own; the project's content/navigation/ stays, as the build reads it.
  await fs.mkdir(path.join(dir, CONTENT));
  await fs.rename(path.join(dir, 'content/docs'), path.join(dir, CONTENT, 'docs'));
  const { code, output } = await build(dir);
  expect(code, output).toBe(0);
  site = await serveFixture(dir, SITE_PORT);
  // As `npm run cms` starts it for this content: rooted at the content folder, which holds no navigation.
  cms = await startDecapServer(dir, CMS_PORT, path.join(dir, CONTENT));
});

test.afterAll(async () => {
  if (site) await stopServer(site);
  if (cms) await stopServer(cms);
  await removeFixture(dir);
});

test("a content folder without navigation/: the forms show the project's navigation read-only, and the build keeps reading it", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const sidebarsText = await fs.readFile(path.join(dir, 'content/navigation/sidebars.yml'), 'utf8');
  await logIn(page, `http://127.0.0.1:${SITE_PORT}`);
  await openCms(page, '/collections/navigation/entries/sidebars');

  // The sidebar the site shows, not an empty form.
  await expect(page.getByText('dirName: guides')).toBeVisible();
  await expect(
    page.getByText(`Read-only here: ${CONTENT} has no navigation/ folder, so the site is built with the project's`),
  ).toBeVisible();
  await expect(page.getByText('content/navigation/sidebars.yml, as the build reads it:')).toBeVisible();
  // The file as the build reads it: the sidebar's three entries, not an empty form.
  expect(await page.locator('figure pre').textContent()).toBe(sidebarsText);
  await expect(page.getByRole('button', { name: /^Add tutorial sidebar/ })).toHaveCount(0);

  // Nothing in the form can change, so Decap offers no Publish (the field also refuses a save, should
  // Decap restore an unsaved draft of the form: src/cms/navigation/readOnlyNavigation.test.tsx).
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  for (const part of ['navbar', 'footer']) {
    await openCms(page, `/collections/navigation/entries/${part}`);
    await expect(page.getByText(`content/navigation/${part}.yml, as the build reads it:`)).toBeVisible();
  }
  await expect(fs.access(path.join(dir, CONTENT, 'navigation'))).rejects.toThrow();

  // The next build reads the same navigation and works.
  const { code, output } = await build(dir);
  expect(code, output).toBe(0);
  expect(output).not.toContain('Missing');
  const wants = await fs.readFile(path.join(dir, 'public/wants/index.html'), 'utf8');
  expect(wants).toMatch(/href="\/guides\/alerts"[^>]*>Price alerts/);
});
