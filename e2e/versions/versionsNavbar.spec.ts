import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../fixtures';

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const mobileMenu = (page: Page) => page.getByRole('dialog', { name: 'Navigation menu' });

/** The entries of a version dropdown that is open, as label and href. */
const entriesOf = (page: Page, scope: ReturnType<Page['locator']>) =>
  scope
    .locator('[data-remember]')
    .evaluateAll((all) => all.map((link) => [link.textContent!, link.getAttribute('href')!]));

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu is the page's version's: its dropdown shows that version and leads to the same doc, its doc links stay in it", async ({
    page,
  }) => {
    await gotoHydrated(page, '/1.0/wants');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = mobileMenu(page);
    await menu.getByRole('button', { name: 'Back to main menu' }).click();
    await expect(menu.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('href', '/1.0');
    // 1.0 has no Planner doc: the navbar leads to the latest's, as Docusaurus does.
    await expect(menu.getByRole('link', { name: 'Planner' })).toHaveAttribute('href', '/planner');
    const dropdown = menu.getByRole('button', { name: 'Docs version: 1.0' });
    await dropdown.click();
    expect(await entriesOf(page, menu)).toEqual([
      ['Next', '/next/wants'],
      ['2.0', '/wants'],
      ['1.0', '/1.0/wants'],
    ]);
    await menu.getByRole('link', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/\/next\/wants$/);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await menu.getByRole('button', { name: 'Back to main menu' }).click();
    await expect(menu.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('href', '/next');
    await expect(menu.getByRole('link', { name: 'Planner' })).toHaveAttribute('href', '/next/planner');
    await menu.getByRole('button', { name: 'Docs version: Next' }).click();
    expect(await entriesOf(page, menu)).toEqual([
      ['Next', '/next/wants'],
      ['2.0', '/wants'],
      ['1.0', '/1.0/wants'],
    ]);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a navbar doc link leads to the doc in the reader's version, or in the latest where that version lacks it", async ({
    page,
  }) => {
    await gotoHydrated(page, '/next/wants');
    await expect(navbar(page).getByRole('link', { name: 'Planner' })).toHaveAttribute('href', '/next/planner');
    await gotoHydrated(page, '/wants');
    await expect(navbar(page).getByRole('link', { name: 'Planner' })).toHaveAttribute('href', '/planner');

    await gotoHydrated(page, '/1.0/wants');
    await expect(navbar(page).getByRole('link', { name: 'Planner' })).toHaveAttribute('href', '/planner');
    await navbar(page).getByRole('link', { name: 'Planner' }).click();
    await expect(page).toHaveURL(/\/planner$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Planner' })).toBeVisible();
  });
});
