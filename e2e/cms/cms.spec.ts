import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parseNavigationFile } from '../../src/lib/navigationFile';
import { removeFixture, serveFixture, stopServer } from '../buildFixture';
import {
  askToPublish,
  bodyEditor,
  buildForCms,
  logIn,
  makeFixture,
  openCms,
  publish,
  readDoc,
  startDecapServer,
  whenWritten,
} from './cmsFixture';

const SITE_PORT = Number(process.env.E2E_PORT ?? 9100) + 7;
const CMS_PORT = Number(process.env.E2E_PORT ?? 9100) + 8;

test.describe.configure({ mode: 'serial' });

let dir: string;
let site: ChildProcess | undefined;
let cms: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = await makeFixture();
  await buildForCms(dir, CMS_PORT);
  site = await serveFixture(dir, SITE_PORT);
  cms = await startDecapServer(dir, CMS_PORT);
});

test.afterAll(async () => {
  if (site) await stopServer(site);
  if (cms) await stopServer(cms);
  await removeFixture(dir);
});

test.beforeEach(async ({ page }) => {
  await logIn(page, `http://127.0.0.1:${SITE_PORT}`);
});

test('the form refuses an empty title and a description longer than the build allows', async ({ page }) => {
  await openCms(page, '/collections/docs/new');
  await page.getByLabel('Description', { exact: true }).fill('x'.repeat(161));
  await bodyEditor(page).fill('A body.');
  await askToPublish(page);
  await expect(page.getByText('Title is required.')).toBeVisible();
  await expect(page.getByText('1 to 160 characters')).toBeVisible();
  await expect(page.getByText("Oops, you've missed a required field")).toBeVisible();
  expect((await fs.readdir(path.join(dir, 'content/docs'))).sort()).toEqual([
    'guides',
    'index.mdx',
    'trading.mdx',
    'wants.mdx',
  ]);
});

test('a doc created in a folder, another edited and a sidebar changed show in the next build', async ({ page }) => {
  test.setTimeout(240_000);
  // A new doc in the guides folder: the file name, its id, comes from the title, in ASCII as the build requires.
  await openCms(page, '/collections/docs-guides/new');
  await page.getByLabel('Title', { exact: true }).fill('Café shelf space');
  await page.getByLabel('Description', { exact: true }).fill('Plan the space your collection needs.');
  await bodyEditor(page).fill('Measure your shelves first.');
  // The preview pane renders the doc as the site does.
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByRole('heading', { level: 1, name: 'Café shelf space' })).toBeVisible();
  await publish(page);
  await expect
    .poll(() => fs.readFile(path.join(dir, 'content/docs/guides/cafe-shelf-space.mdx'), 'utf8').catch(() => ''))
    .toContain('Measure your shelves first.');
  const created = await readDoc(dir, 'guides/cafe-shelf-space.mdx');
  expect(created.frontMatter).toEqual({
    title: 'Café shelf space',
    description: 'Plan the space your collection needs.',
  });

  // An existing doc: a new title and one paragraph rewritten; the rest of its body stays byte for byte.
  const before = await readDoc(dir, 'wants.mdx');
  await openCms(page, '/collections/docs/entries/wants');
  await page.getByLabel('Title', { exact: true }).fill('Want lists and ceilings');
  // A cleared optional field leaves the file: saved as `sidebar_label: ""`, the build would reject it.
  await page.getByLabel('Sidebar label (optional)', { exact: true }).fill('');
  const body = bodyEditor(page);
  await body.fill(
    (await body.inputValue()).replace(
      'The second paragraph is the one the editor rewrites.',
      'The second paragraph, rewritten in the CMS.',
    ),
  );
  await publish(page);
  await expect
    .poll(() => whenWritten(() => readDoc(dir, 'wants.mdx')).then((doc) => doc?.frontMatter.title))
    .toBe('Want lists and ceilings');
  const after = await readDoc(dir, 'wants.mdx');
  expect(after.frontMatter).toEqual({
    title: 'Want lists and ceilings',
    description: before.frontMatter.description,
    sidebar_position: 2,
  });
  expect(after.body).toBe(
    before.body.replace(
      'The second paragraph is the one the editor rewrites.',
      'The second paragraph, rewritten in the CMS.',
    ),
  );

  // The sidebar gets the trading doc, picked from the list of existing docs.
  await openCms(page, '/collections/navigation/entries/sidebars');
  await page.getByRole('button', { name: 'Add tutorial sidebar' }).locator('..').getByRole('button').last().click();
  await page.getByRole('menuitem', { name: 'Doc' }).click();
  // The new item, last in the list, opens with its doc picker.
  await page.getByRole('combobox').last().click();
  await page.getByRole('option', { name: 'Trading (trading)' }).click();
  await publish(page);
  await expect
    .poll(() =>
      whenWritten(async () =>
        parseNavigationFile(
          'sidebars',
          'sidebars.yml',
          await fs.readFile(path.join(dir, 'content/navigation/sidebars.yml'), 'utf8'),
        ),
      ),
    )
    .toEqual({
      tutorialSidebar: [
        { type: 'doc', id: 'index' },
        { type: 'doc', id: 'wants' },
        { type: 'autogenerated', dirName: 'guides' },
        { type: 'doc', id: 'trading' },
      ],
    });

  await buildForCms(dir, CMS_PORT);
  const wants = await fs.readFile(path.join(dir, 'public/wants/index.html'), 'utf8');
  expect(wants).toContain('<h1');
  expect(wants).toContain('Want lists and ceilings');
  expect(wants).toContain('The second paragraph, rewritten in the CMS.');
  const shelf = await fs.readFile(path.join(dir, 'public/guides/cafe-shelf-space/index.html'), 'utf8');
  expect(shelf).toContain('Measure your shelves first.');
  // Both the generated entry of the new doc and the listed trading doc are in every page's sidebar.
  expect(wants).toMatch(/href="\/guides\/cafe-shelf-space"[^>]*>Café shelf space/);
  expect(wants).toMatch(/href="\/trading"[^>]*>Trading/);
});
