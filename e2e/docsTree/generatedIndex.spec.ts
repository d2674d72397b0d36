import type { Page } from '@playwright/test';
import { axeViolations, expect, gotoHydrated, storeColorMode, test } from '../fixtures';

/*
 * The docs tree's library folder has no index doc: its category (its _category_.yml gives the
 * generated index page a description) links to its generated index page; so does guides/advanced.
 */
const LIBRARY = '/category/library';
const ADVANCED = '/category/guides/advanced';

const mainOf = (page: Page) => page.getByRole('main');

test('a generated index page lists the category’s docs with their descriptions, readable without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  expect((await page.goto(LIBRARY))?.status()).toBe(200);
  await expect(mainOf(page).getByRole('heading', { level: 1 })).toHaveText('library');
  await expect(mainOf(page).getByText('Shelves of the collection, one page each.')).toBeVisible();
  const items = mainOf(page).getByRole('article').getByRole('listitem');
  await expect(items).toHaveCount(16);
  await expect(items.first()).toHaveText('Shelf 01About shelf 01.');
  await expect(items.first().getByRole('link')).toHaveAttribute('href', '/library/shelf-01');
  // In the doc page's frame: breadcrumbs, and the sidebar with the category open and its link current.
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem')).toHaveText([
    'Home',
    'library',
  ]);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText('library');
  // Open: its docs are in the page (without JavaScript no toggle shows; the items show open).
  await expect(sidebar.getByRole('link', { name: 'Shelf 16' })).toBeVisible();
  await expect(sidebar.locator('button[aria-label="Toggle category library"]')).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await items.first().getByRole('link').click();
  await expect(mainOf(page).getByRole('heading', { level: 1 })).toHaveText('Shelf 01');
  await context.close();
});

test('a category inside another has its own page, linked from its docs’ breadcrumbs', async ({ page }) => {
  await gotoHydrated(page, '/guides/advanced/topic-1');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Guides', 'advanced', 'Topic 1']);
  await crumbs.getByRole('link', { name: 'advanced' }).click();
  await expect(page).toHaveURL(new RegExp(`${ADVANCED}/?$`));
  await expect(mainOf(page).getByRole('heading', { level: 1 })).toHaveText('advanced');
  await expect(mainOf(page).getByRole('article').getByRole('listitem')).toHaveCount(12);
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem')).toHaveText([
    'Home',
    'Guides',
    'advanced',
  ]);
});

test('the generated index pages are in the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  expect(routes).toEqual(expect.arrayContaining([LIBRARY, ADVANCED]));
});

test('search lists a generated index page as a category, found by its description', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the docs' });
  const input = dialog.getByRole('combobox', { name: 'Search the docs' });
  await input.pressSequentially('collection page each');
  const group = dialog.getByRole('group', { name: 'library Category' });
  await expect(group).toBeVisible();
  await group.getByRole('option').first().click();
  await expect(page).toHaveURL(new RegExp(`${LIBRARY}/?\\?highlight=`));
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no violation on a generated index page (${mode})`, async ({ page }) => {
    await storeColorMode(page, mode);
    await gotoHydrated(page, LIBRARY);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(mainOf(page).getByRole('heading', { level: 1 })).toHaveText('library');
    expect(await axeViolations(page)).toEqual([]);
  });
}
