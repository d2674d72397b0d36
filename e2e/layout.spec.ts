import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parseNavigationFile } from '../src/lib/navigationFile';
import { expect, test, gotoHydrated, sitemapRoutes } from './fixtures';
import { cutAfter, tagEnds } from './htmlCuts';
import { atEachPause, shiftsAtCuts, type PartialPage } from './partialDownload';
import { TEST_CONTENT } from './testProject';

test('the skip link is the first focusable element and moves focus to main', async ({ page }) => {
  await gotoHydrated(page, '/resources');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  // The next stop is inside main, not back in the navbar.
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('997 px wide is desktop: sidebar and TOC beside the doc, no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 997, height: 800 });
  await gotoHydrated(page, '/wants');
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Docs', exact: true })).toBeVisible();
});

/**
 * Turns the mouse wheel by `deltaY` pixels at `at` and resolves once the browser has handled the
 * whole gesture, so whatever it scrolls is scrolled: a check that nothing moved needs no wait.
 */
async function wheelScroll(page: Page, at: { x: number; y: number }, deltaY: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.synthesizeScrollGesture', {
    ...at,
    yDistance: -deltaY,
    gestureSourceType: 'mouse',
    speed: 3000,
  });
  await cdp.detach();
}

test('996 px wide is mobile: the menu button opens the navigation', async ({ page }) => {
  await page.setViewportSize({ width: 996, height: 800 });
  await gotoHydrated(page, '/wants');
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeHidden();
  await expect(page.getByRole('main').getByRole('button', { name: 'On this page' })).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Open navigation menu' });
  await expect(menuButton).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Navigation menu' });
  await expect(menu).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('button', { name: 'Close navigation menu' })).toBeFocused();
  await expect(menu.getByRole('navigation', { name: 'Docs' }).locator('[aria-current="page"]')).toHaveText(
    'Want lists',
  );
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
  // The page behind does not move under the wheel while the menu is open.
  await wheelScroll(page, { x: 380, y: 400 }, 600);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await menu.getByRole('button', { name: 'Back to main menu' }).click();
  await expect(menu.getByRole('link', { name: 'Docs', exact: true })).toBeVisible();
  await expect(menu.getByRole('navigation', { name: 'Docs' })).toHaveCount(0);
  // A dropdown in the menu opens inline, as a collapsible list.
  const community = menu.getByRole('button', { name: 'Community' });
  await community.click();
  await expect(community).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Forum' })).toBeVisible();
  await menu.getByRole('button', { name: 'Docs sidebar' }).click();
  await expect(menu.getByRole('navigation', { name: 'Docs' }).locator('[aria-current="page"]')).toHaveText(
    'Want lists',
  );

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await page.mouse.click(380, 400);
  await expect(menu).toBeHidden();

  await menuButton.click();
  await menu.getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeHidden();
});

test('the mobile menu closes when the window grows to desktop width', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeVisible();
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeHidden();
});

test('footer shows link columns, logo and copyright', async ({ page }) => {
  await gotoHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { level: 2 })).toHaveText(['Docs', 'Community', 'More']);
  await expect(footer.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources');
  await expect(footer.getByRole('img', { name: 'Trove logo' })).toBeVisible();
  await expect(footer).toContainText(`Copyright © ${new Date().getFullYear()} Trove`);
});

test('the mobile menu closes on browser back navigation', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 800 });
  await gotoHydrated(page, '/wants');
  await page.getByRole('main').getByRole('button', { name: 'On this page' }).click();
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/#/);
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/wants$/);
  await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeHidden();
});

test('the navbar stays in place while scrolling, as this site config says (hideOnScroll off)', async ({ page }) => {
  await gotoHydrated(page, '/resources');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  // The first scroll loads the scroll behaviours; the TOC's starts after hide-on-scroll's would have,
  // which hides the navbar at once. Once the TOC marks a heading, the navbar would be sliding away.
  await expect(page.getByRole('navigation', { name: 'On this page' }).locator('[aria-current="location"]')).toHaveCount(
    1,
  );
  expect(await navbar.evaluate((element) => element.getAnimations().length), 'the navbar is not sliding').toBe(0);
  await expect(navbar).toBeInViewport({ ratio: 1 });
});

/** The announcement bar of the tests' content: closeable, in the theme's colours. */
function testAnnouncementBar() {
  const file = path.join(TEST_CONTENT, 'navigation/announcement.yml');
  const bar = parseNavigationFile('announcementBar', 'announcement.yml', fs.readFileSync(file, 'utf8'));
  if (!bar) throw new Error(`${file} announces nothing: the tests expect a closeable bar in the theme's colours.`);
  return bar;
}

/** Opens the built `route` on `page`, its download paused just past the first tag after `cutAt`, for `check`. */
function openBuiltPartly(
  page: Page,
  builtSite: string,
  route: string,
  cutAt: string,
  check: (partly: PartialPage) => Promise<void>,
) {
  const html = builtPage(route);
  return atEachPause(page, { html, route, builtSite }, [cutAfter(html, cutAt)], check);
}

function builtPage(route: string) {
  return fs.readFileSync(path.join('public', route, 'index.html'), 'utf8');
}

test.describe('what arrives in parts shows whole, so it cannot shift', () => {
  test.beforeEach(({ consoleErrors }) => consoleErrors.allow(/ERR_FAILED/));

  test('the navbar: both lists hidden until its last control is complete', async ({ page, baseURL }) => {
    // Cut inside the colour-mode toggle, the last control of the bar: its button is there, its icons not.
    await openBuiltPartly(
      page,
      baseURL!,
      '/wants',
      'aria-label="Switch between dark and light mode',
      async (partly) => {
        const lists = page.getByRole('navigation', { name: 'Main' }).locator(':scope > ul');
        // Not by role: a control inside a hidden list is out of the accessibility tree.
        await expect(page.locator('button[aria-label^="Switch between dark and light mode"]')).toBeAttached();
        await expect(lists).toHaveCount(2);
        for (const list of await lists.all()) await expect(list).toHaveCSS('visibility', 'hidden');
        await partly.sendRest();
        for (const list of await lists.all()) await expect(list).toHaveCSS('visibility', 'visible');
        expect(await partly.shiftsOnceWhole()).toEqual([]);
      },
    );
  });

  test("the navbar on a phone: the colour-mode toggle shows before its list's end arrives, so search stays put", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 400, height: 900 });
    // Cut just after the navbar's marker, before the right-hand list closes.
    await openBuiltPartly(page, baseURL!, '/wants', 'class="navbar__parsed"', async (partly) => {
      const toggle = page.getByRole('button', { name: /^Switch between dark and light mode/ });
      const search = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' });
      await expect(toggle).toBeVisible();
      await expect(search).toBeVisible();
      await partly.sendRest();
      expect(await partly.shiftsOnceWhole()).toEqual([]);
    });
  });

  test("the announcement bar: its content hidden until the bar's last child is there", async ({ page, baseURL }) => {
    // Cut inside the bar's text, after its first tag: the centred text is there in part, the rest
    // of it and the close button that narrows it are not.
    const { content: barHtml } = testAnnouncementBar();
    if (!barHtml.includes('<'))
      throw new Error('The test expects an announcement whose HTML holds a tag, to cut inside.');
    await openBuiltPartly(page, baseURL!, '/wants', barHtml.slice(0, barHtml.indexOf('<') + 2), async (partly) => {
      const content = page.locator('.announcement__content');
      await expect(content).toBeAttached();
      await expect(content).toHaveCSS('visibility', 'hidden');
      await partly.sendRest();
      await expect(content).toHaveCSS('visibility', 'visible');
      await expect(page.getByRole('button', { name: 'Close announcement' })).toBeVisible();
      expect(await partly.shiftsOnceWhole()).toEqual([]);
    });
  });

  test('a table: hidden until its last row is there, as later rows can widen its columns', async ({
    page,
    baseURL,
  }) => {
    await openBuiltPartly(page, baseURL!, '/resources', 'Stanley Gibbons</td', async (partly) => {
      const table = page.locator('main table').first();
      await expect(table.locator('td', { hasText: 'Stanley Gibbons' })).toBeAttached();
      await expect(table).toHaveCSS('visibility', 'hidden');
      await partly.sendRest();
      await expect(table).toHaveCSS('visibility', 'visible');
      await expect(page.getByRole('region', { name: /^Table: / }).first()).toBeVisible();
      expect(await partly.shiftsOnceWhole()).toEqual([]);
    });
  });

  // Every tag from <body> to <main>: the announcement bar, the navbar and the sidebar, wherever a
  // download pauses. The cases above say why each part is built as it is. (The footer starts below
  // the first screen: the layout is at least a window high.)
  for (const width of [400, 1280]) {
    test(`the bar, navbar and sidebar stay put at any pause in the download (${width} px)`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      const html = builtPage('/wants');
      const cuts = tagEnds(html, html.indexOf('<body'), html.indexOf('<main'));
      expect(cuts.length).toBeGreaterThan(100);
      expect(await shiftsAtCuts(page, { html, route: '/wants', builtSite: baseURL! }, cuts)).toEqual([]);
    });
  }
});

// The tests' content announces with the theme's colours and a close button; the variant build
// (e2e/variant/) covers the bar's other options one by one.
test("the site's announcement bar, as configured, shows on every page; theme colours follow the mode", async ({
  page,
}) => {
  const routes = sitemapRoutes();
  const bar = testAnnouncementBar();
  expect(bar.backgroundColor).toBeUndefined();
  expect(bar.isCloseable).toBe(true);
  const region = page.locator('.announcement');
  for (const route of routes) {
    await gotoHydrated(page, route);
    await expect(region, route).toBeVisible();
    expect(await region.innerHTML()).toContain(bar.content);
  }
  // --color-announcement-bg and --color-announcement-text of tokens.css, light then dark.
  const colours = () =>
    region.evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).color]);
  expect(await colours()).toEqual(['rgb(11, 107, 87)', 'rgb(255, 255, 255)']);
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  expect(await colours()).toEqual(['rgb(95, 214, 180)', 'rgb(11, 27, 23)']);
  await region.getByRole('button', { name: 'Close announcement' }).click();
  await expect(region).toBeHidden();
  await gotoHydrated(page, routes[0]);
  await expect(region).toBeHidden();
});
