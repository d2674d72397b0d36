import type { Page } from '@playwright/test';
import { SEARCH_ASSET_PATTERN, measureFirstLoad } from '../scripts/firstLoad.mjs';
import { axeViolations, expect, gotoHydrated, storeColorMode, test } from './fixtures';
import { holdRequests } from './heldRequests';

/** The manifest of the split index: the first file search fetches, on the page itself. */
const MANIFEST = '**/search/index.json';

const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search the docs' });
const searchInput = (page: Page) => page.getByRole('combobox', { name: 'Search the docs' });

async function openWithShortcut(page: Page, shortcut: string) {
  await page.keyboard.press(shortcut);
  await expect(searchInput(page)).toBeFocused();
}

test('a fresh page load requests nothing of search; pointing at the button prefetches it', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await gotoHydrated(page, '/wants');
  expect(requested.filter((path) => SEARCH_ASSET_PATTERN.test(path))).toEqual([]);

  const before = requested.length;
  await page.getByRole('button', { name: 'Search' }).hover();
  await expect.poll(() => requested.filter((path) => SEARCH_ASSET_PATTERN.test(path)).length).toBe(4);
  await page.waitForLoadState('networkidle');
  // The dialog's code and the manifest, then the worker, which loads the index statistics and no chunk of the page's.
  expect(requested.slice(before).sort()).toEqual([
    expect.stringMatching(/^\/search-dialog-[0-9a-f]+\.js$/),
    expect.stringMatching(/^\/search-worker-[0-9a-f]+\.js$/),
    '/search/index.json',
    expect.stringMatching(/^\/search\/stats\.[0-9a-f]{12}\.json$/),
  ]);
});

test('search runs in a worker: the worker fetches the index files a query needs, the page none of them', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toBeFocused();
  const workers = page.workers();
  expect(workers.map((worker) => new URL(worker.url()).pathname)).toEqual([
    expect.stringMatching(/^\/search-worker-[0-9a-f]+\.js$/),
  ]);
  // Gatsby's loader prefetches the page data of links in view when the browser is idle, which on a
  // busy machine can fall while typing: those requests are the page's own links, not the query's.
  const linkedPageData = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].map(
      (anchor) => `/page-data${new URL(anchor.href).pathname.replace(/\/$/, '') || '/index'}/page-data.json`,
    ),
  );
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!linkedPageData.includes(path)) requested.push(path);
  });
  await searchInput(page).pressSequentially('catalogue numbers', { delay: 20 });
  await expect(searchDialog(page).getByRole('option').first()).toHaveAccessibleName(/^Resources › Catalogue numbers /);
  await expect(searchDialog(page).locator('[aria-busy="false"]')).toHaveCount(1);

  // Each thread's resource timeline lists only the requests that thread made: the index is fetched,
  // decoded and ranked in the worker, so typing costs the page only the rendering of results. How
  // long that takes is a figure of npm run bench, not a timed test.
  const indexFile =
    /^\/search\/(terms|postings|beginnings)\.[0-9a-f]{12}\.json$|^\/search\/(pages|shown)\.[0-9a-f]{12}\/\d+\.json$/;
  const indexFilesFetchedBy = (thread: Pick<Page, 'evaluate'>) =>
    thread
      .evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))
      .then((paths) => paths.filter((path) => indexFile.test(path)));
  const byWorker = await indexFilesFetchedBy(workers[0]);
  expect(byWorker.some((path) => path.includes('/terms.'))).toBe(true);
  expect(byWorker.some((path) => path.includes('/postings.'))).toBe(true);
  expect(byWorker.some((path) => path.includes('/beginnings.'))).toBe(true);
  // The texts of the pages shown: in one file for a word's first searched letters, else page by page.
  expect(byWorker.some((path) => path.includes('/shown.') || path.includes('/pages.'))).toBe(true);
  expect(await indexFilesFetchedBy(page)).toEqual([]);
  expect(
    requested.filter((path) => !indexFile.test(path)),
    'requests other than index files while typing',
  ).toEqual([]);
});

test("a word's first searched letters load the texts of the pages it shows in one file, with its posting file", async ({
  page,
}) => {
  const releasePostings = await holdRequests(page, '**/search/postings.*.json');
  await gotoHydrated(page, '/wants');
  await openWithShortcut(page, 'Control+k');
  const [worker] = page.workers();
  const fetched = (pattern: RegExp) =>
    worker
      .evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
          path: new URL(entry.name).pathname,
          start: entry.startTime,
          end: entry.responseEnd,
        })),
      )
      .then((entries) => entries.filter(({ path }) => pattern.test(path)));
  // The first letter loads the build's list of the beginnings of its words.
  await searchInput(page).press('c');
  await expect.poll(() => fetched(/^\/search\/beginnings\./).then((entries) => entries.length)).toBe(1);
  await searchInput(page).press('a');
  // The texts arrive while the posting file is held: they were asked for with it, not after it.
  await expect
    .poll(() => fetched(/^\/search\/shown\.[0-9a-f]{12}\/\d+\.json$/).then((entries) => entries.length))
    .toBe(1);
  expect(await fetched(/^\/search\/postings\./)).toEqual([]);
  releasePostings();
  await expect(searchDialog(page).getByRole('option').first()).toHaveAccessibleName(/^Resources › /);
  await expect(searchDialog(page).locator('[aria-busy="false"]')).toHaveCount(1);
  const [postings] = await fetched(/^\/search\/postings\./);
  const [texts] = await fetched(/^\/search\/shown\./);
  expect(texts.start).toBeLessThan(postings.end);
  expect(await fetched(/^\/search\/pages\./), 'texts fetched page by page').toEqual([]);
});

test('a query whose index file fails to load shows the error in a red box; Retry searches again', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/net::ERR_FAILED/);
  await page.route('**/search/postings.*.json', (route) => route.abort());
  await gotoHydrated(page, '/wants');
  await page.keyboard.press('Control+k');
  await searchInput(page).pressSequentially('haves');
  const alert = searchDialog(page).getByRole('alert');
  await expect(alert).toContainText('The search index could not be loaded (Failed to fetch)');
  await page.unroute('**/search/postings.*.json');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(searchDialog(page).getByRole('option').first()).toHaveAccessibleName(/^Introduction to Trove › Haves /);
  await expect(alert).toBeHidden();
});

test('Ctrl+K opens search; results appear as one types; arrows and Enter land on the heading, words marked', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await openWithShortcut(page, 'Control+k');
  await expect(searchDialog(page)).toBeVisible();
  await searchInput(page).pressSequentially('ceiling');

  const options = searchDialog(page).getByRole('option');
  await expect(options.first()).toHaveAccessibleName(/^Want lists › Price ceilings /);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(options.first().locator('mark').first()).toHaveText(/ceiling/i);
  await expect(searchDialog(page).getByRole('group').first()).toHaveAccessibleName('Want lists');
  await expect(searchDialog(page).getByRole('status')).toHaveText(/^\d+ results on \d+ pages?\.$/);

  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(searchInput(page)).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  await page.keyboard.press('Enter');

  await expect(searchDialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/wants\?highlight=ceiling#setting-a-ceiling$/);
  await expect(page.locator('#setting-a-ceiling')).toBeInViewport();
  const notice = page.getByRole('status').filter({ hasText: 'Highlighted:' });
  await expect(notice).toContainText('ceiling');
  expect(await page.evaluate(() => CSS.highlights.get('search-term')?.size)).toBeGreaterThan(10);

  await notice.getByRole('button', { name: 'Clear highlight' }).click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => CSS.highlights.has('search-term'))).toBe(false);
  await expect(page).toHaveURL(/\/wants#setting-a-ceiling$/);
});

test('/ opens search, a typo still finds the page, and a click on a result opens its section', async ({ page }) => {
  await gotoHydrated(page, '/wants');
  await openWithShortcut(page, '/');
  await expect(searchInput(page)).toHaveValue('');
  await searchInput(page).pressSequentially('catalouge');
  const first = searchDialog(page).getByRole('option').first();
  await expect(first).toHaveAccessibleName(/^Resources › Catalogue numbers /);
  await first.click();
  await expect(page).toHaveURL(/\/resources\?highlight=catalogue#catalogue-numbers$/);
  await expect(page.locator('#catalogue-numbers')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resources');
});

test('an address with a marks parameter, opened directly, marks the words without layout shift', async ({
  page,
  browser,
  baseURL,
}) => {
  await gotoHydrated(page, '/?highlight=have');
  await expect(page.getByRole('status').filter({ hasText: 'Highlighted:' })).toContainText('haves');
  expect(await page.evaluate(() => CSS.highlights.get('search-term')?.size)).toBeGreaterThan(5);
  const { cls, shifts } = await measureFirstLoad(browser, `${baseURL}/?highlight=have`);
  expect(shifts).toEqual([]);
  expect(cls).toBe(0);
});

test('no result: a clear message and the sidebar pages, which open', async ({ page }) => {
  await gotoHydrated(page, '/wants');
  await page.getByRole('button', { name: 'Search' }).click();
  await searchInput(page).pressSequentially('xylophone');
  await expect(searchDialog(page).getByRole('paragraph').first()).toHaveText('No results for “xylophone”.');
  await expect(searchDialog(page).getByRole('status')).toHaveText('No results for “xylophone”.');
  await expect(searchDialog(page).getByRole('listbox')).toHaveCount(0);
  const sidebarLabels = await page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .getByRole('link')
    .allTextContents();
  expect(sidebarLabels).toHaveLength(3);
  await expect(searchDialog(page).getByRole('link')).toHaveText(sidebarLabels);
  await searchDialog(page).getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(searchDialog(page)).toBeHidden();
});

test('Escape closes the dialog, focus returns to the button, and Tab stays inside while open', async ({ page }) => {
  await gotoHydrated(page, '/resources');
  const button = page.getByRole('button', { name: 'Search' });
  await button.click();
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(searchDialog(page).getByRole('button', { name: 'Close search' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(searchDialog(page).getByRole('button', { name: 'Close search' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(searchDialog(page)).toBeHidden();
  await expect(button).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.classList.contains('scroll-locked'))).toBe(false);
});

test('an aborted index request shows the error in a red box; Retry then loads search', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/net::ERR_FAILED/);
  await page.route(MANIFEST, (route) => route.abort());
  await gotoHydrated(page, '/wants');
  await page.keyboard.press('Control+k');
  const alert = searchDialog(page).getByRole('alert');
  await expect(alert).toContainText('The search index could not be loaded');
  await expect(alert).toContainText('Failed to fetch');
  expect(await alert.evaluate((box) => getComputedStyle(box).borderLeftColor)).toBe('rgb(180, 35, 24)');

  await page.unroute(MANIFEST);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(searchInput(page)).toBeFocused();
  await searchInput(page).pressSequentially('haves');
  await expect(searchDialog(page).getByRole('option').first()).toHaveAccessibleName(/^Introduction to Trove › Haves /);
});

test('a spinner named for search shows while the index loads, and keys typed meanwhile are kept', async ({ page }) => {
  const release = await holdRequests(page, MANIFEST);
  await gotoHydrated(page, '/wants');
  await page.keyboard.press('/');
  await expect(searchDialog(page).getByRole('status', { name: 'Loading search' })).toBeVisible();
  await page.keyboard.type('ceilx');
  await page.keyboard.press('Backspace');
  release();
  await expect(searchInput(page)).toBeFocused();
  await expect(searchInput(page)).toHaveValue('ceil');
  await page.keyboard.type('ing');
  await expect(searchInput(page)).toHaveValue('ceiling');
  await expect(searchDialog(page).getByRole('option').first()).toHaveAccessibleName(/Price ceilings/);
});

test('the shortcut reads ⌘ K on a Mac, and the button keeps its width', async ({ browser }) => {
  const widths: number[] = [];
  for (const platform of ['Linux x86_64', 'MacIntel']) {
    const page = await browser.newPage();
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'platform', { get: () => value });
      Object.defineProperty(navigator, 'userAgentData', { get: () => ({ platform: value }) });
    }, platform);
    await gotoHydrated(page, '/');
    const button = page.getByRole('button', { name: 'Search' });
    await expect(button.locator('kbd:visible')).toHaveText(platform === 'MacIntel' ? '⌘ K' : 'Ctrl K');
    widths.push((await button.boundingBox())!.width);
    await page.close();
  }
  expect(widths[0]).toBe(widths[1]);
});

test('on a phone the search button sits in the bar, not in the menu', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await gotoHydrated(page, '/wants');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Navigation menu' });
  await menu.getByRole('button', { name: 'Back to main menu' }).click();
  await expect(menu.getByRole('button', { name: 'Search' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }).click();
  await expect(searchInput(page)).toBeFocused();
  await searchInput(page).pressSequentially('alerts');
  await searchDialog(page).getByRole('option').first().click();
  await expect(page).toHaveURL(/\/wants\?highlight=alert#alerts$/);
  await expect(page.locator('#alerts')).toBeInViewport();
});

for (const mode of ['light', 'dark'] as const) {
  for (const [layout, viewport] of Object.entries({
    desktop: { width: 1280, height: 900 },
    mobile: { width: 400, height: 900 },
  })) {
    test(`axe finds no violation with the search dialog open (${mode}, ${layout})`, async ({ page }) => {
      await storeColorMode(page, mode);
      await page.setViewportSize(viewport);
      await gotoHydrated(page, '/wants');
      await page.getByRole('button', { name: 'Search' }).click();
      await searchInput(page).pressSequentially('price');
      await expect(searchDialog(page).getByRole('option').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await searchInput(page).fill('xylophone');
      await expect(searchDialog(page).getByRole('status')).toHaveText('No results for “xylophone”.');
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test(`axe finds no violation with the error box and the highlight notice (${mode})`, async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/net::ERR_FAILED/);
    await storeColorMode(page, mode);
    await page.route(MANIFEST, (route) => route.abort());
    await gotoHydrated(page, '/resources?highlight=catalogue');
    await expect(page.getByRole('status').filter({ hasText: 'Highlighted:' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Control+k');
    await expect(searchDialog(page).getByRole('alert')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
