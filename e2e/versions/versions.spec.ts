import type { Page } from '@playwright/test';
import { axeViolations, expect, gotoHydrated, storeColorMode, test } from '../fixtures';
import { ONLY_IN_1_0, ONLY_IN_2_0 } from './versionsFixture';

test.use({ viewport: { width: 1280, height: 900 } });

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const banner = (page: Page) => page.getByRole('note', { name: 'Version' });
const canonical = (page: Page) => page.locator('link[rel="canonical"]');
const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search the docs' });

/** The entries of the open version dropdown, as label and href. */
async function versionEntries(page: Page, current: string): Promise<string[][]> {
  await navbar(page)
    .getByRole('button', { name: `Docs version: ${current}` })
    .click();
  const links = navbar(page).locator('[data-remember]');
  return links.evaluateAll((all) => all.map((link) => [link.textContent!, link.getAttribute('href')!]));
}

test('the version dropdown lists every version and leads to the same doc, or the main doc where a version lacks it', async ({
  page,
}) => {
  await gotoHydrated(page, '/1.0/wants');
  expect(await versionEntries(page, '1.0')).toEqual([
    ['Next', '/next/wants'],
    ['2.0', '/wants'],
    ['1.0', '/1.0/wants'],
  ]);
  await navbar(page).getByRole('link', { name: '2.0', exact: true }).click();
  await expect(page).toHaveURL(/\/wants$/);
  await expect(navbar(page).getByRole('button', { name: 'Docs version: 2.0' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Shelf planner' })).toBeVisible();

  // Goals is a doc of the current docs only.
  await gotoHydrated(page, '/next/goals');
  expect(await versionEntries(page, 'Next')).toEqual([
    ['Next', '/next/goals'],
    ['2.0', '/'],
    ['1.0', '/1.0'],
  ]);
});

test('the chosen version is remembered, and a remembered version the site no longer has is dropped', async ({
  page,
}) => {
  await gotoHydrated(page, '/wants');
  await versionEntries(page, '2.0');
  await navbar(page).getByRole('link', { name: '1.0', exact: true }).click();
  await expect(page).toHaveURL(/\/1\.0\/wants$/);
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.0');

  await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '0.9'));
  await gotoHydrated(page, '/1.0/resources');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
});

test('pages of a version that is not the latest say so and link to the same doc in the latest; the latest has no banner', async ({
  page,
}) => {
  await gotoHydrated(page, '/1.0/wants');
  await expect(banner(page)).toHaveText(
    'This is documentation for Trove 1.0, which is no longer the latest version. See the latest: Want lists.',
  );
  await expect(banner(page).getByRole('link', { name: 'Want lists' })).toHaveAttribute('href', '/wants');
  expect(await axeViolations(page)).toEqual([]);

  await storeColorMode(page, 'dark');
  await gotoHydrated(page, '/next/wants');
  await expect(banner(page)).toHaveText('This is unreleased documentation for Trove Next. See the latest: Want lists.');
  expect(await axeViolations(page)).toEqual([]);

  // The latest has no Goals doc: the banner leads to its main doc.
  await gotoHydrated(page, '/next/goals');
  await expect(banner(page).getByRole('link')).toHaveAttribute('href', '/');
  await expect(banner(page).getByRole('link')).toHaveText('Introduction to Trove');

  await gotoHydrated(page, '/wants');
  await expect(page.getByRole('heading', { level: 1, name: 'Want lists' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test("a page's canonical URL is the latest version's page where it has one, else its own", async ({ page }) => {
  await page.goto('/1.0/wants');
  await expect(canonical(page)).toHaveAttribute('href', 'https://docs.trove.app/wants');
  await page.goto('/next/wants');
  await expect(canonical(page)).toHaveAttribute('href', 'https://docs.trove.app/wants');
  await page.goto('/next/goals');
  await expect(canonical(page)).toHaveAttribute('href', 'https://docs.trove.app/next/goals');
  await page.goto('/1.0');
  await expect(canonical(page)).toHaveAttribute('href', 'https://docs.trove.app/');
});

test("links in a version's docs and sidebar stay in that version", async ({ page }) => {
  await gotoHydrated(page, '/1.0/wants');
  const body = page.locator('main article');
  // The doc links its version's main doc as "/": in 1.0, that is /1.0.
  await expect(body.getByRole('link', { name: 'introduction', exact: true })).toHaveAttribute('href', '/1.0');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/1.0/resources');
  await sidebar.getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveURL(/\/1\.0\/resources$/);
  await expect(navbar(page).getByRole('button', { name: 'Docs version: 1.0' })).toBeVisible();

  await gotoHydrated(page, '/1.0');
  await expect(page.locator('main article a[href="/1.0/wants"]').first()).toBeVisible();
  await expect(page.locator('main article a[href="/wants"]')).toHaveCount(0);

  await gotoHydrated(page, '/next/goals');
  await expect(page.locator('main article').getByRole('link', { name: 'want lists' })).toHaveAttribute(
    'href',
    '/next/wants',
  );
  await gotoHydrated(page, '/wants');
  await expect(page.locator('main article').getByRole('link', { name: 'introduction', exact: true })).toHaveAttribute(
    'href',
    '/',
  );
});

test("search finds the pages of the reader's version only", async ({ page }) => {
  const search = async (route: string, words: string) => {
    await gotoHydrated(page, route);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('combobox', { name: 'Search the docs' }).pressSequentially(words);
  };
  await search('/1.0/wants', ONLY_IN_1_0);
  await expect(searchDialog(page).getByRole('option').first()).toHaveAccessibleName(/^Want lists › Ledger /);
  await searchDialog(page).getByRole('option').first().click();
  await expect(page).toHaveURL(/\/1\.0\/wants\?highlight=.*#ledger$/);

  await search('/wants', ONLY_IN_1_0);
  await expect(searchDialog(page).getByRole('paragraph').first()).toHaveText(`No results for “${ONLY_IN_1_0}”.`);

  await search('/resources', ONLY_IN_2_0);
  await expect(searchDialog(page).getByRole('option').first()).toHaveAccessibleName(/^Want lists › Shelf planner /);
  await expect(searchDialog(page).getByRole('option').first()).toHaveAttribute('href', /^\/wants/);

  await search('/next/resources', 'ceiling');
  await expect(searchDialog(page).getByRole('option').first()).toHaveAccessibleName(/^Want lists › Price ceilings /);
  await expect(searchDialog(page).getByRole('option').first()).toHaveAttribute('href', /^\/next\/wants/);
});
