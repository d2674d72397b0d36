import { NOT_FOUND_STATUS, axeViolations, expect, gotoHydrated, sitemapRoutes, storeColorMode, test } from './fixtures';

const routes = [...sitemapRoutes(), '/no-such-page'];
const viewports = { desktop: { width: 1280, height: 900 }, mobile: { width: 400, height: 900 } };

for (const mode of ['light', 'dark'] as const) {
  for (const [layout, viewport] of Object.entries(viewports)) {
    for (const route of routes) {
      test(`axe finds no violation on ${route} (${mode}, ${layout})`, async ({ page, consoleErrors }) => {
        await storeColorMode(page, mode);
        await page.setViewportSize(viewport);
        if (route === '/no-such-page') consoleErrors.allow(NOT_FOUND_STATUS);
        await gotoHydrated(page, route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
}

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no violation with the mobile menu and a dropdown open (${mode})`, async ({ page }) => {
    await storeColorMode(page, mode);
    await page.setViewportSize(viewports.mobile);
    await gotoHydrated(page, '/wants');
    // The TOC first: once the modal menu is open, the page behind it takes no clicks.
    await page.getByRole('main').getByRole('button', { name: 'On this page' }).click();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Back to main menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Docs version: Next' }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no violation with a heading's link shown on hover (${mode})`, async ({ page }) => {
    await storeColorMode(page, mode);
    await gotoHydrated(page, '/wants');
    const heading = page.locator('main h2').first();
    await heading.hover();
    await expect(heading.locator('.doc-heading-anchor')).toHaveCSS('opacity', '1');
    expect(await axeViolations(page)).toEqual([]);
  });
}
