import { chromium, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS, measureFirstLoad } from '../../scripts/firstLoad.mjs';
import { axeViolations, expect, gotoHydrated, storeColorMode, test } from '../fixtures';

// The site built with e2e/variant/navigation.ts: what this site's own navigation leaves off.

const closedBar = { 'announcement.dismiss': 'true', 'announcement.id': 'shared-lists' };

test.describe('announcement bar', () => {
  test('shows in its colours, closes, and stays closed on the next page', async ({ page }) => {
    await gotoHydrated(page, '/resources');
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toContainText('Want lists can now be shared.');
    await expect(bar).toHaveCSS('background-color', 'rgb(59, 31, 92)');
    await expect(bar).toHaveCSS('color', 'rgb(255, 255, 255)');

    await bar.getByRole('button', { name: 'Close announcement' }).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => ({ ...window.localStorage }))).toMatchObject(closedBar);

    await page.goto('/wants');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();
  });

  test('a closed bar is hidden before any bundle runs', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/ERR_FAILED/);
    await page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, closedBar);
    // Without the bundles, only the bar's inline script and the CSS can hide it.
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/wants');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-label="Announcement"]')).toBeHidden();
  });

  test('a bar with a new id shows even though an older one was closed', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('announcement.dismiss', 'true');
      window.localStorage.setItem('announcement.id', 'last-year');
    });
    await gotoHydrated(page, '/wants');
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
  });

  test('no layout shift on first load, with the bar open or closed', async ({ baseURL }) => {
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    try {
      for (const storage of [{}, closedBar]) {
        const result = await measureFirstLoad(browser, `${baseURL}/wants`, { width: 1280, height: 900 }, storage);
        expect(result.cls, result.shifts.join('\n')).toBe(0);
      }
    } finally {
      await browser.close();
    }
  });
});

test.describe('navbar hide on scroll', () => {
  test('hides on scroll down, returns on scroll up and when focus enters it', async ({ page }) => {
    await gotoHydrated(page, '/resources');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await page.mouse.wheel(0, 800);
    await expect(navbar).not.toBeInViewport();
    await page.mouse.wheel(0, -100);
    await expect(navbar).toBeInViewport();

    await page.mouse.wheel(0, 800);
    await expect(navbar).not.toBeInViewport();
    await navbar.getByRole('link', { name: 'Docs', exact: true }).focus();
    await expect(navbar).toBeInViewport();
  });
});

/** Starts noting every inline transition the element gets: an animation can end before a check could read it. */
async function recordTransitions(element: Locator): Promise<void> {
  await element.evaluate((target) => {
    const seen: string[] = [];
    (target as HTMLElement & { transitions?: string[] }).transitions = seen;
    new MutationObserver(() => {
      const { transition } = (target as HTMLElement).style;
      if (transition && transition !== 'none') seen.push(transition);
    }).observe(target, { attributes: true, attributeFilter: ['style'] });
  });
}

/** The element's inline declarations: none once an animation has settled. */
function inlineStyle(element: Locator): Promise<string> {
  return element.evaluate((target) => (target as HTMLElement).style.cssText);
}

function recordedTransitions(element: Locator): Promise<string[]> {
  return element.evaluate((target) => (target as HTMLElement & { transitions?: string[] }).transitions ?? []);
}

test.describe('sidebar categories', () => {
  const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });

  test('the category holding the page starts open, the others closed', async ({ page }) => {
    await gotoHydrated(page, '/wants');
    const guides = sidebar(page).getByRole('button', { name: 'Toggle category Guides' });
    await expect(guides).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar(page).getByRole('link', { name: 'Want lists' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar(page).getByRole('button', { name: 'Community' })).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar(page).getByRole('link', { name: 'Forum' })).toBeHidden();
    // Not laid out either: a closed category's links cost the page's first layout nothing.
    const forum = sidebar(page).getByRole('link', { name: 'Forum', includeHidden: true });
    expect(await forum.evaluate((link) => link.checkVisibility())).toBe(false);
  });

  test('opens by keyboard with a height animation whose length follows the content height', async ({ page }) => {
    await gotoHydrated(page, '/wants');
    const community = sidebar(page).getByRole('button', { name: 'Community' });
    const list = page.locator(`[id="${await community.getAttribute('aria-controls')}"]`);
    await recordTransitions(list);
    await community.focus();
    await page.keyboard.press('Enter');
    await expect(community).toHaveAttribute('aria-expanded', 'true');
    const rows = (await list.evaluate((element) => element.scrollHeight)) / 36;
    const transition = `height ${Math.round((4 + 15 * rows ** 0.25 + rows / 5) * 10)}ms ease-in-out`;
    expect(await recordedTransitions(list)).toEqual([transition]);
    await expect(sidebar(page).getByRole('link', { name: 'Forum' })).toBeVisible();
    // At rest the list has its natural height and no inline style.
    await expect.poll(() => inlineStyle(list)).toBe('');

    await page.keyboard.press('Space');
    await expect(community).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar(page).getByRole('link', { name: 'Forum' })).toBeHidden();
    // Closing, too, animates the whole height: the list is measured before its rendering stops.
    await expect.poll(() => inlineStyle(list)).toBe('');
    expect(await recordedTransitions(list)).toEqual([transition, transition]);
  });

  test('animates in 1 ms when the reader prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/wants');
    const community = sidebar(page).getByRole('button', { name: 'Community' });
    const list = page.locator(`[id="${await community.getAttribute('aria-controls')}"]`);
    await recordTransitions(list);
    await community.click();
    await expect(sidebar(page).getByRole('link', { name: 'Forum' })).toBeVisible();
    expect(await recordedTransitions(list)).toContain('height 1ms ease-in-out');
  });

  test('without JavaScript a category shows its links, or links to its page, which lists them', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(sidebar(page).getByRole('link', { name: 'Forum' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Want lists' })).toHaveCount(0);
    await sidebar(page).getByRole('link', { name: 'Guides' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guides');
    await expect(page.locator('main').getByRole('link', { name: 'Want lists' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Want lists' })).toBeVisible();
    await context.close();
  });

  test('the mobile menu shows the categories too', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await gotoHydrated(page, '/resources');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(menu.getByRole('button', { name: 'Toggle category Guides' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('button', { name: 'Community' }).click();
    await expect(menu.getByRole('link', { name: 'Mastodon' })).toBeVisible();
  });
});

test.describe('navbar item types this site does not use', () => {
  test('doc, docsVersion and html items render from the config', async ({ page }) => {
    await gotoHydrated(page, '/resources');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: 'Wants guide' })).toHaveAttribute('href', '/wants');
    await expect(navbar.getByRole('link', { name: 'Next', exact: true })).toHaveAttribute('href', '/');
    await expect(navbar.getByRole('link', { name: 'Status' })).toHaveAttribute('href', 'https://status.trove.app');

    await navbar.getByRole('link', { name: 'Wants guide' }).click();
    await expect(page).toHaveURL(/\/wants$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Want lists');
  });

  test('the footer shows one flat list of links', async ({ page }) => {
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Getting started' })).toHaveAttribute('href', '/');
    await expect(footer.getByRole('link', { name: 'Forum' })).toBeVisible();
    await expect(footer.getByRole('heading')).toHaveCount(0);
  });
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no violation with the variant chrome in ${mode} mode, its categories and dropdown open`, async ({
    page,
  }) => {
    await storeColorMode(page, mode);
    await gotoHydrated(page, '/wants');
    await sidebarOpenAll(page);
    const outsideLinks = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Community' });
    await outsideLinks.click();
    await expect(outsideLinks).toHaveAttribute('aria-expanded', 'true');
    // Opening the categories may scroll the page, and axe takes whatever is then under the sticky
    // navbar for a target it covers (axe-core#3720): a copy button there failed target-size.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page)).toEqual([]);
  });
}

/**
 * Opens every closed category of the docs sidebar, outer ones first (an opened category shows its
 * closed ones). Each toggle is found by what it controls and clicked once it is open: a locator by
 * position among the closed ones moves to another element as soon as one opens, which is how this
 * once clicked at a toggle the page hides (the table of contents' on narrow screens) until it timed out.
 */
async function sidebarOpenAll(page: Page): Promise<void> {
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const closed = sidebar.locator('[aria-expanded="false"][aria-controls]');
  while ((await closed.count()) > 0) {
    const toggle = sidebar.locator(`[aria-controls="${await closed.first().getAttribute('aria-controls')}"]`);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}
