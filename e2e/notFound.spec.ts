import fs from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_STATUS, expect, test } from './fixtures';

test('an unknown path shows the 404 page with HTTP status 404 and a way back', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  consoleErrors.allow(NOT_FOUND_STATUS);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Trove');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'Want lists' }).first().click();
  await expect(page).toHaveURL(/\/wants$/);
  await expect(page.locator('main h1')).toHaveText('Want lists');
});

test('the test-only fixture pages are not in the production build', async ({ page, consoleErrors }) => {
  consoleErrors.allow(NOT_FOUND_STATUS);
  for (const route of ['/__fixtures/page-crash', '/__fixtures/component-crash']) {
    const response = await page.goto(route);
    expect(response?.status()).toBe(404);
  }
  const built = fs
    .readdirSync('public', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|html|json)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const withFixtures = built.filter((file) => fs.readFileSync(file, 'utf8').includes('troveFixture'));
  expect(withFixtures).toEqual([]);
});

test('a .html or index.html path shows its page at the path without the suffix, keeping query and hash', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(NOT_FOUND_STATUS);
  for (const path of ['/resources.html', '/resources/index.html']) {
    await page.goto(`${path}?from=old-link#price-guides`);
    await expect(page).toHaveURL(/\/resources\?from=old-link#price-guides$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resources');
  }
  await page.goto('/index.html');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction to Trove');
});

test('old paths follow the redirects of the site config, keeping query and hash', async ({ page, consoleErrors }) => {
  consoleErrors.allow(NOT_FOUND_STATUS);
  const cases = [
    ['/getting-started', /\/$/, 'Introduction to Trove'],
    ['/guides/wants?via=forum#price-ceilings', /\/wants\?via=forum#price-ceilings$/, 'Want lists'],
    ['/docs/next/resources', /\/resources$/, 'Resources'],
  ] as const;
  for (const [from, url, heading] of cases) {
    await page.goto(from);
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});

test('the redirects are written to public/_redirects for hosts that read it', () => {
  expect(fs.readFileSync('public/_redirects', 'utf8')).toBe(
    [
      '/getting-started / 301',
      '/guides/:slug /:slug 301',
      '/docs/:version/* /:splat 301',
      '/docs/* /:splat 301',
      '',
    ].join('\n'),
  );
});
