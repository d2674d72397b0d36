import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildFixture, removeFixture } from './buildFixture';

const PREFIX = '/docs';
const ORIGIN = 'http://prefixed.test';

/** The file a static host would answer `pathname` with: routes are folders with an index.html. */
async function fileFor(publicDir: string, pathname: string): Promise<string | undefined> {
  const file = path.join(publicDir, decodeURIComponent(pathname));
  for (const candidate of [file, path.join(file, 'index.html')]) {
    if ((await fs.stat(candidate).catch(() => undefined))?.isFile()) return candidate;
  }
  return undefined;
}

test('under a path prefix, search fetches its code and index below the prefix and its results stay under it', async ({
  page,
}) => {
  // A whole production build, then a browser session: generous, since CI machines are shared.
  test.setTimeout(600_000);
  const requested: string[] = [];
  const { dir, code, output } = await buildFixture(async () => undefined, {
    args: ['--prefix-paths'],
    env: { PATH_PREFIX: PREFIX },
  });
  try {
    expect(code, output).toBe(0);
    // The built files, served as a host would serve them under the prefix, without a server.
    await page.route(`${ORIGIN}/**`, async (route) => {
      const { pathname } = new URL(route.request().url());
      requested.push(pathname);
      const file = pathname.startsWith(PREFIX)
        ? await fileFor(path.join(dir, 'public'), pathname.slice(PREFIX.length) || '/')
        : undefined;
      await (file ? route.fulfill({ path: file }) : route.fulfill({ status: 404, body: 'Not found' }));
    });
    await page.goto(`${ORIGIN}${PREFIX}/resources`);
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search the docs' });
    await expect(input).toBeFocused();
    await input.pressSequentially('ceiling');
    await page.getByRole('option').first().click();
    await expect(page).toHaveURL(`${ORIGIN}${PREFIX}/wants?highlight=ceiling#price-ceilings`);
    await expect(page.locator('#price-ceilings')).toBeInViewport();
  } finally {
    await removeFixture(dir);
  }
  expect(requested).toContainEqual(expect.stringMatching(/^\/docs\/styles\.[0-9a-f]+\.css$/));
  expect(requested).toContainEqual('/docs/search/index.json');
  expect(requested).toContainEqual(expect.stringMatching(/^\/docs\/search-dialog-[0-9a-f]+\.js$/));
  // The worker's own script and the files it fetches, relative to the manifest, stay under the prefix too.
  expect(requested).toContainEqual(expect.stringMatching(/^\/docs\/search-worker-[0-9a-f]+\.js$/));
  expect(requested).toContainEqual(expect.stringMatching(/^\/docs\/search\/postings\.[0-9a-f]{12}\.json$/));
  expect(requested.filter((path) => !path.startsWith(`${PREFIX}/`))).toEqual([]);
});
