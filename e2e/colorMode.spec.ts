import { expect, storeColorMode, test, gotoHydrated } from './fixtures';

const background = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

test('light by default, even when the system prefers dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await background(page)).toBe('rgb(255, 255, 255)');
  await expect(page.getByRole('button', { name: /currently light mode/ })).toBeVisible();
});

test('the toggle switches mode and the choice survives a reload', async ({ page }) => {
  await gotoHydrated(page, '/resources');
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: /currently dark mode/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: /currently dark mode/ })).toBeVisible();
  await page.getByRole('button', { name: /currently dark mode/ }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a change in one tab shows in another', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await gotoHydrated(first, '/');
  await gotoHydrated(second, '/wants');
  await first.getByRole('button', { name: /currently light mode/ }).click();
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(second.getByRole('button', { name: /currently dark mode/ })).toBeVisible();
  await first.getByRole('button', { name: /currently dark mode/ }).click();
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('no flash: the stored mode is on <html> before the body exists, without any bundle', async ({
  page,
  consoleErrors,
}) => {
  await storeColorMode(page, 'dark');
  // Record the mode at the moment <body> is created, before anything could paint.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.body) return;
      (window as unknown as { modeAtBody: string | null }).modeAtBody =
        document.documentElement.getAttribute('data-theme');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  // Without the JavaScript bundles only the inline head script can set the mode.
  await page.route('**/*.js', (route) => route.abort());
  consoleErrors.allow(/net::ERR_FAILED/);
  await page.goto('/wants');
  expect(await page.evaluate(() => (window as unknown as { modeAtBody: string | null }).modeAtBody)).toBe('dark');
  expect(await background(page)).not.toBe('rgb(255, 255, 255)');
});
