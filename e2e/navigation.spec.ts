import type { Page } from '@playwright/test';
import { PROGRESS_BAR_DELAY_MS } from '../src/browser/progressBar';
import { expect, gotoHydrated, NOT_FOUND_STATUS, test } from './fixtures';
import { holdRequests } from './heldRequests';
import { openRequests } from './pageSettled';

/** Records whether a progress bar was ever added to the page, however briefly. */
async function watchForProgressBar(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { sawProgressBar: boolean }).sawProgressBar = false;
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]'))
        (window as unknown as { sawProgressBar: boolean }).sawProgressBar = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** Page-data paths the page requests from now on, such as 'wants' or 'index'. */
function pageDataRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const match = /\/page-data\/(.*)\/page-data\.json$/.exec(new URL(request.url()).pathname);
    if (match) paths.push(match[1]);
  });
  return paths;
}

const sawProgressBar = (page: Page) =>
  page.evaluate(() => (window as unknown as { sawProgressBar: boolean }).sawProgressBar);

/** One frame of the page's clock: Playwright's clock runs animation frames every 16 ms. */
const FRAME_MS = 16;

/** Stops the page's timers and animation frames: from now on only `page.clock` moves them. */
async function holdClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

/**
 * Runs the frame the router waits for: once the address changes it asks for a frame before it
 * renders the new page. The round trip to the page lets that request be made first.
 */
async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => undefined);
  await page.clock.runFor(FRAME_MS);
}

test.describe('navigation progress bar', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // The page's clock is held (Playwright's clock), so the 200 ms are the page's own: however slow the
  // machine, the bar must be absent before them and present after, and a change that renders before
  // they are up must never show it. src/browser/progressBar.test.ts holds the rule itself.
  test('appears when a route change takes longer than 200 ms and completes when the page renders', async ({ page }) => {
    const release = await holdRequests(page, '**/page-data/wants/page-data.json');
    await gotoHydrated(page, '/resources');
    const link = page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Want lists' });
    // Route-change handling loads when a link is hovered; on the held clock, the bar's timer would
    // never run if its code arrived only after the 200 ms: let it arrive first.
    const routeLoading = page.waitForResponse(/\/route-loading-[0-9a-f]+\.js$/);
    await link.hover();
    await routeLoading;
    await holdClock(page);
    await link.click();
    await page.clock.runFor(PROGRESS_BAR_DELAY_MS - 1);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(1);
    // Its growth starts on the next frame.
    await page.clock.runFor(FRAME_MS);
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/wants$/);
    await nextFrame(page);
    await expect(page.locator('main h1')).toHaveText('Want lists');
    // The completed bar fades out, on the page's clock.
    await page.clock.runFor(1000);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('does not appear for a route change that renders within 200 ms', async ({ page }) => {
    const requested = pageDataRequests(page);
    await gotoHydrated(page, '/resources');
    // The sidebar link is visible, so the target is prefetched and shown as soon as it is clicked.
    await expect.poll(() => requested.includes('wants'), { timeout: 15_000 }).toBe(true);
    await watchForProgressBar(page);
    await holdClock(page);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Want lists' }).click();
    await expect(page).toHaveURL(/\/wants$/);
    await nextFrame(page);
    await expect(page.locator('main h1')).toHaveText('Want lists');
    // Rendered with less than the delay gone on the page's clock; had the render not cancelled the
    // bar, it shows once the clock moves on.
    await page.clock.runFor(1000);
    expect(await sawProgressBar(page)).toBe(false);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('does not animate when the reader prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const releasePageData = await holdRequests(page, '**/page-data/wants/page-data.json');
    await gotoHydrated(page, '/resources');
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Want lists' }).click();
    const bar = page.getByRole('progressbar');
    await expect(bar).toBeVisible();
    expect(await bar.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0.001s');
    releasePageData();
    await expect(page.locator('main h1')).toHaveText('Want lists');
  });
});

test.describe('scrolling after navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('goes to the hash target, to the top without one, and back restores the position', async ({ page }) => {
    await gotoHydrated(page, '/wants');
    const link = page.locator('main article a[href="/resources#price-guides"]').first();
    await link.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(/\/resources#price-guides$/);
    const headingTop = () => page.locator('#price-guides').evaluate((heading) => heading.getBoundingClientRect().top);
    await expect.poll(headingTop).toBeGreaterThanOrEqual(0);
    expect(await headingTop()).toBeLessThan(150);

    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Introduction' }).click();
    await expect(page.locator('main h1')).toHaveText('Introduction to Trove');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/wants$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  });

  test('the TOC marks the heading in view', async ({ page }) => {
    await gotoHydrated(page, '/wants');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await page.locator('#alerts').evaluate((heading) => heading.scrollIntoView());
    await expect(toc.locator('[aria-current="location"]')).toHaveText('Alerts');
    await page.locator('#priorities').evaluate((heading) => heading.scrollIntoView());
    await expect(toc.locator('[aria-current="location"]')).toHaveText('Priorities');
  });
});

test('route changes leave the site icon in place, so the browser never falls back to /favicon.ico', async ({
  page,
}) => {
  const iconRequests = new Set<string>();
  page.on('request', (request) => {
    if (/favicon/.test(request.url())) iconRequests.add(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, '/wants');
  await page.locator('link[rel="icon"]').evaluate((link) => link.setAttribute('data-first-load', ''));
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.getByRole('link', { name: 'Resources' }).click();
  await expect(page.locator('main h1')).toHaveText('Resources');
  await sidebar.getByRole('link', { name: 'Introduction' }).click();
  await expect(page.locator('main h1')).toHaveText('Introduction to Trove');
  await page.goBack();
  await expect(page.locator('main h1')).toHaveText('Resources');
  // The element of the first load is still there: Gatsby's Head API never removed it.
  await expect(page.locator('link[rel="icon"]')).toHaveCount(1);
  await expect(page.locator('link[rel="icon"][data-first-load]')).toHaveCount(1);
  expect([...iconRequests]).toEqual(['/favicon.svg']);
});

/** Longer than Gatsby's loader waits (3 s) before it starts the prefetches visible links queued. */
const PREFETCH_QUEUE_WAIT_MS = 10_000;

/**
 * Loads `route` with the page's clock installed from its first script, so that every timer and idle
 * callback the page sets waits for `page.clock`. Playwright's fake `performance` keeps no marks, so
 * Gatsby's mark that the page has hydrated is watched as it is made.
 */
async function gotoHydratedOnHeldClock(page: Page, route: string): Promise<void> {
  await page.clock.install();
  await page.addInitScript(() => {
    const mark = performance.mark.bind(performance);
    performance.mark = (name: string, options?: PerformanceMarkOptions) => {
      if (name === 'onInitialClientRender') (window as unknown as { hydrated: boolean }).hydrated = true;
      return mark(name, options);
    };
  });
  await page.goto(route);
  await page.waitForFunction(() => (window as unknown as { hydrated?: boolean }).hydrated === true);
}

/**
 * Resolves once the page's own link observer has been told which links are visible: observers are
 * told in the order they were made, and this one is made after the page's.
 */
async function linksSeen(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.querySelector('a[href]')!);
      }),
  );
}

test.describe('prefetching', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('links to other pages prefetch when visible', async ({ page }) => {
    const requested = pageDataRequests(page);
    await gotoHydrated(page, '/wants');
    await expect
      .poll(() => requested.includes('resources') && requested.includes('index'), { timeout: 15_000 })
      .toBe(true);
  });

  for (const [name, connection] of [
    ['2g', { effectiveType: '2g', saveData: false }],
    ['Save-Data', { effectiveType: '4g', saveData: true }],
  ] as const) {
    test(`nothing prefetches on ${name}: not when visible, hovered or touched`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', { value, configurable: true });
      }, connection);
      const requested = pageDataRequests(page);
      const open = openRequests(page);
      await gotoHydratedOnHeldClock(page, '/wants');
      await linksSeen(page);
      const link = page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Resources' });
      await link.hover();
      await link.dispatchEvent('touchstart');
      // Gatsby's loader starts the prefetches visible links queued 3 s later, in an idle callback: past
      // that on the page's clock, whatever was queued has been asked for.
      await page.clock.runFor(PREFETCH_QUEUE_WAIT_MS);
      await expect.poll(open).toBe(0);
      expect(requested.filter((path) => path !== 'wants')).toEqual([]);
    });
  }
});

test.describe('page-load states', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  const WANTS_DATA = /\/page-data\/wants\/page-data\.json(\?|$)/;

  /** Marks the document: a full page load starts a new one, without the mark. */
  const markDocument = (page: Page) =>
    page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
  const sameDocument = (page: Page) =>
    page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

  test.beforeEach(({ consoleErrors }) => consoleErrors.allow(/ERR_FAILED/));

  test('a slow page shows a spinner over the page area, without moving it, until it renders', async ({ page }) => {
    const release = await holdRequests(page, WANTS_DATA);
    await gotoHydrated(page, '/resources');
    const heading = page.locator('main h1');
    const before = await heading.boundingBox();
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Want lists' }).click();
    const spinner = page.getByRole('main').getByRole('status', { name: 'Loading page' });
    await expect(spinner).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
    expect(await heading.boundingBox()).toEqual(before);
    release();
    await expect(heading).toHaveText('Want lists');
    await expect(page).toHaveURL(/\/wants$/);
    await expect(spinner).toHaveCount(0);
  });

  test('a failed load shows the red box in place with the URL, query and hash kept; Retry loads the page', async ({
    page,
  }) => {
    let failing = true;
    await page.route(WANTS_DATA, (route) => (failing ? route.abort() : route.continue()));
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await gotoHydrated(page, '/resources');
    await markDocument(page);
    // Gatsby's navigate(), as a link with a query and a hash calls it.
    await page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate('/wants?via=forum#price-ceilings'),
    );
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('The page /wants could not be loaded');
    await expect(page).toHaveURL(/\/wants\?via=forum#price-ceilings$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(warnings).toContainEqual(expect.stringContaining('Could not load the code or data of /wants'));

    // Still failing: the box comes back, focus on its Retry button.
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeFocused();
    await expect(page).toHaveURL(/\/wants\?via=forum#price-ceilings$/);

    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('main h1')).toHaveText('Want lists');
    await expect(alert).toHaveCount(0);
    await expect(page).toHaveURL(/\/wants\?via=forum#price-ceilings$/);
    expect(await sameDocument(page)).toBe(true);

    // Back returns to the page the reader came from, in one step.
    await page.goBack();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.locator('main h1')).toHaveText('Resources');
  });

  test('a JavaScript chunk of the page that fails to load shows the red box; Retry loads the page', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(NOT_FOUND_STATUS);
    // The not-found page runs its own template: the docs' one is a chunk it has not loaded.
    const DOC_TEMPLATE_CHUNK = /\/component---src-templates-doc-page-tsx-[\w-]+\.js$/;
    const chunkRequests: string[] = [];
    let failing = true;
    await page.route(DOC_TEMPLATE_CHUNK, (route) => {
      chunkRequests.push(route.request().url());
      return failing ? route.abort() : route.continue();
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await gotoHydrated(page, '/no-such-page');
    await expect(page.locator('main h1')).toHaveText('Page not found');
    await markDocument(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Resources' }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('The page /resources could not be loaded');
    // webpack's words: the code failed, not the data.
    await expect(alert).toContainText(/Loading chunk \S+ failed/);
    await expect(page).toHaveURL(/\/resources$/);
    expect(chunkRequests.length, 'the page asked for the chunk').toBeGreaterThan(0);
    expect(warnings).toContainEqual(expect.stringContaining('Could not load the code or data of /resources'));
    expect(await sameDocument(page)).toBe(true);

    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('main h1')).toHaveText('Resources');
    await expect(alert).toHaveCount(0);
    await expect(page).toHaveURL(/\/resources$/);
    expect(await sameDocument(page)).toBe(true);
  });

  test('Retry after a new deployment replaced the files loads the page in full', async ({ page }) => {
    await page.route(WANTS_DATA, (route) => route.abort());
    await gotoHydrated(page, '/resources');
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Want lists' }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('The page /wants could not be loaded');
    await expect(page).toHaveURL(/\/wants$/);

    // The server now holds another build, and this one's files are gone.
    await page.unroute(WANTS_DATA);
    await page.route(
      '**/page-data/app-data.json',
      (route) => route.fulfill({ json: { webpackCompilationHash: 'a-newer-build' } }),
      { times: 1 },
    );
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('main h1')).toHaveText('Want lists');
    await expect(page).toHaveURL(/\/wants$/);
    expect(await sameDocument(page)).toBe(false);
  });
});
