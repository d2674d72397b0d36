import { axeViolations, expect, gotoHydrated, sitemapRoutes, storeColorMode, test } from './fixtures';

/*
 * e2e/testContent/docs/recipes/baking has no index doc: its category (set up by its _category_.yml,
 * which gives a description) links to its generated index page. The Recipes category of the
 * sidebars file has no doc either, so it has one too, at the slug of its label.
 */
const BAKING = '/category/recipes/baking';

test('a generated index page lists the category docs with their descriptions, readable without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  expect((await page.goto(BAKING))?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Baking');
  await expect(main.getByText('Routines that take a little time every day and pay off over months.')).toBeVisible();
  const items = main.getByRole('article').getByRole('listitem');
  await expect(items).toHaveText([
    'Daily breadThe routine that keeps a collection growing, one small purchase at a time.',
    'Celebration cakesMark a completed set by sharing it with the collectors who traded for it.',
  ]);
  await expect(items.first().getByRole('link')).toHaveAttribute('href', '/recipes/baking/bread');
  // In the doc page's frame: breadcrumbs, and the sidebar with the category open and its link current.
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('listitem')).toHaveText([
    'Home',
    'Recipes',
    'Baking',
  ]);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Baking');
  // Open: its docs are in the page (without JavaScript no toggle shows; the items show open).
  await expect(sidebar.getByRole('link', { name: 'Daily bread' })).toBeVisible();
  await expect(sidebar.locator('button[aria-label="Toggle category Baking"]')).toHaveAttribute('aria-expanded', 'true');

  // The Recipes category's page lists its subcategory, linking to the page above, and its doc.
  await page.goto('/category/recipes');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Recipes');
  await expect(page.getByRole('main').getByRole('article').getByRole('listitem')).toHaveText([
    'BakingRoutines that take a little time every day and pay off over months.',
    'Soup stockKeep a stock of spare duplicates for trading, the way a kitchen keeps soup stock.',
  ]);
  await page.getByRole('main').getByRole('link', { name: 'Baking' }).click();
  await expect(page).toHaveURL(new RegExp(`${BAKING}/?$`));
  await context.close();
});

test("a doc's breadcrumbs link its categories to their generated index pages", async ({ page }) => {
  await gotoHydrated(page, '/recipes/baking/bread');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Recipes', 'Baking', 'Daily bread']);
  await expect(crumbs.getByRole('link', { name: 'Recipes' })).toHaveAttribute('href', '/category/recipes');
  await crumbs.getByRole('link', { name: 'Baking' }).click();
  await expect(page).toHaveURL(new RegExp(`${BAKING}/?$`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Baking');
});

test('the generated index pages are in the sitemap', () => {
  expect(sitemapRoutes()).toEqual(expect.arrayContaining(['/category/recipes', BAKING]));
});

test('search lists a generated index page as a category, found by its title and by its description', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the docs' });
  const input = dialog.getByRole('combobox', { name: 'Search the docs' });
  await input.pressSequentially('baking');
  await expect(dialog.getByRole('group').first()).toHaveAccessibleName('Baking Category');
  await input.fill('');
  await input.pressSequentially('routines months');
  const group = dialog.getByRole('group', { name: 'Baking Category' });
  await expect(group).toBeVisible();
  await group.getByRole('option').first().click();
  await expect(page).toHaveURL(new RegExp(`${BAKING}/?\\?highlight=`));
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no violation on a generated index page (${mode})`, async ({ page }) => {
    await storeColorMode(page, mode);
    await gotoHydrated(page, BAKING);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Baking');
    expect(await axeViolations(page)).toEqual([]);
  });
}
