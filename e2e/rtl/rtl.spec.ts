import type { Page } from '@playwright/test';
import { axeViolations, expect, gotoHydrated, NOT_FOUND_STATUS, storeColorMode, test } from '../fixtures';
import { ARABIC } from './rtlSite';

const viewports = { desktop: { width: 1280, height: 900 }, mobile: { width: 400, height: 900 } };
const ROUTES = ['/', '/wants', '/resources'];

/** How far the page's content reaches past the window sideways, in pixels: 0 when nothing overflows. */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('every page says it is Arabic, right to left, the not-found page too', async ({
  page,
  request,
  consoleErrors,
}) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  expect(routes.sort()).toEqual([...ROUTES].sort());
  consoleErrors.allow(NOT_FOUND_STATUS);
  for (const route of [...routes, '/no-such-page']) {
    await gotoHydrated(page, route);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  }
  await expect(page.getByRole('heading', { level: 1, name: ARABIC['notFound.title'] })).toBeVisible();
});

test('the chrome shows the translated labels, and English where the file has none', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await gotoHydrated(page, '/wants');
  await expect(page.getByRole('navigation', { name: ARABIC['sidebar.label'] })).toBeVisible();
  const toc = page.getByRole('navigation', { name: ARABIC['toc.title'] });
  await expect(toc).toBeVisible();
  await expect(toc.getByText(ARABIC['toc.title'])).toBeVisible();
  // Not translated in the file: the English default.
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
  await gotoHydrated(page, '/resources');
  const pager = page.getByRole('navigation', { name: 'Docs pages' });
  await expect(pager.getByRole('link', { name: new RegExp(`^${ARABIC['paginator.next']}`) })).toBeVisible();
  await expect(pager.getByRole('link', { name: new RegExp(`^${ARABIC['paginator.previous']}`) })).toBeVisible();

  const toggle = page.getByRole('button', { name: ARABIC['colorMode.labelLight'] });
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: ARABIC['colorMode.labelDark'] })).toHaveAttribute(
    'title',
    ARABIC['colorMode.labelDark'],
  );

  await page.getByRole('button', { name: ARABIC['navbar.search'] }).click();
  const search = page.getByRole('dialog', { name: ARABIC['search.label'] });
  await expect(search.getByRole('combobox', { name: ARABIC['search.label'] })).toBeFocused();
  await page.keyboard.type('want');
  await expect(search.getByRole('status').filter({ hasText: /نتائج|result/ })).toContainText(/\d+ نتائج|1 result/);
});

test('on a desktop the sidebar is at the right edge and the table of contents at the left, nothing overflowing', async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  await gotoHydrated(page, '/wants');
  const sidebar = (await page.getByRole('navigation', { name: ARABIC['sidebar.label'] }).boundingBox())!;
  const main = (await page.getByRole('main').boundingBox())!;
  const toc = (await page.getByRole('navigation', { name: ARABIC['toc.title'] }).boundingBox())!;
  expect(sidebar.x + sidebar.width).toBeGreaterThan(viewports.desktop.width - 20);
  expect(sidebar.x).toBeGreaterThanOrEqual(main.x + main.width - 1);
  expect(toc.x + toc.width).toBeLessThanOrEqual(main.x + main.width);
  expect(toc.x).toBeLessThan(sidebar.x);
  // The brand at the start of the navbar, on the right.
  const brand = (await page.getByRole('navigation').first().getByRole('link').first().boundingBox())!;
  expect(brand.x).toBeGreaterThan(viewports.desktop.width / 2);
  for (const route of ROUTES) {
    await gotoHydrated(page, route);
    expect(await horizontalOverflow(page), route).toBe(0);
  }
});

test('on a phone the menu opens from the right edge, in Arabic, and nothing overflows', async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  for (const route of ROUTES) {
    await gotoHydrated(page, route);
    expect(await horizontalOverflow(page), route).toBe(0);
  }
  await gotoHydrated(page, '/wants');
  const menuButton = page.getByRole('button', { name: ARABIC['navbar.openMenu'] });
  const buttonBox = (await menuButton.boundingBox())!;
  expect(buttonBox.x).toBeGreaterThan(viewports.mobile.width / 2);
  await menuButton.click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('button', { name: ARABIC['mobileMenu.close'] })).toBeFocused();
  await expect(menu.getByRole('button', { name: ARABIC['mobileMenu.toMainMenu'] })).toBeVisible();
  // At the right edge of the page, as the navbar spans it (beside the scrollbar's gutter, which Chromium keeps at the right).
  const box = (await menu.boundingBox())!;
  const pageRight = await page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().right);
  expect(Math.abs(box.x + box.width - pageRight)).toBeLessThan(1);
  expect(box.x).toBeGreaterThan(0);
});

for (const mode of ['light', 'dark'] as const) {
  for (const [layout, viewport] of Object.entries(viewports)) {
    const overlay = layout === 'desktop' ? 'search' : 'the mobile menu';
    test(`axe finds no violation right to left, nor with ${overlay} open (${mode}, ${layout})`, async ({
      page,
      consoleErrors,
    }) => {
      await storeColorMode(page, mode);
      await page.setViewportSize(viewport);
      consoleErrors.allow(NOT_FOUND_STATUS);
      for (const route of [...ROUTES, '/no-such-page']) {
        await gotoHydrated(page, route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        expect(await axeViolations(page), route).toEqual([]);
      }
      await gotoHydrated(page, '/wants');
      if (layout === 'desktop') {
        await page.getByRole('button', { name: ARABIC['navbar.search'] }).click();
        const search = page.getByRole('dialog', { name: ARABIC['search.label'] });
        await expect(search.getByRole('combobox', { name: ARABIC['search.label'] })).toBeFocused();
        await page.keyboard.type('want');
        await expect(search.getByRole('option').first()).toBeVisible();
      } else {
        await page.getByRole('button', { name: ARABIC['navbar.openMenu'] }).click();
        await expect(page.getByRole('dialog').getByRole('button', { name: ARABIC['mobileMenu.close'] })).toBeFocused();
      }
      expect(await axeViolations(page), overlay).toEqual([]);
    });
  }
}
