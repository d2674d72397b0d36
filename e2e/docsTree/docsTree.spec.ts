import type { Page } from '@playwright/test';
import { axeViolations, expect, gotoHydrated, NOT_FOUND_STATUS, storeColorMode, test } from '../fixtures';
import { tagEnds } from '../htmlCuts';
import { shiftsAtCuts } from '../partialDownload';
import { FIXTURE_DOCS } from './fixtureDocs';

test.use({ viewport: { width: 1280, height: 900 } });

const sidebarOf = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });

/** The top-level entries of the sidebar: its links and category toggles, in order. */
async function topLevel(page: Page): Promise<string[]> {
  return sidebarOf(page)
    .locator(':scope > ul > li')
    .evaluateAll((items) => items.map((item) => item.querySelector('a, button')?.textContent?.trim() ?? ''));
}

test('every published doc has its route from its folder and name, each folder without an index doc a generated index page; the draft has none', async ({
  page,
  request,
  consoleErrors,
}) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const published = Object.keys(FIXTURE_DOCS).filter((file) => file.endsWith('.mdx') && !file.includes('draft'));
  // Beside the docs, the generated index pages of the two folders without an index doc.
  expect(routes).toHaveLength(published.length + 2);
  expect(routes).toEqual(
    expect.arrayContaining([
      '/category/guides/advanced',
      '/category/library',
      '/',
      '/getting-started',
      '/guides',
      '/guides/alerts',
      '/guides/advanced/topic-12',
      '/reference/overview',
      '/library/shelf-16',
    ]),
  );
  consoleErrors.allow(NOT_FOUND_STATUS);
  expect((await page.goto('/guides/draft-ideas'))?.status()).toBe(404);
});

test('the generated sidebar lists folders as categories, ordered by position, then by name', async ({ page }) => {
  await gotoHydrated(page, '/guides/advanced/topic-2');
  expect(await topLevel(page)).toEqual(['Welcome', 'Getting started', 'Guides', 'Reference', 'library']);
  const sidebar = sidebarOf(page);
  // The category of a folder with an index doc links to it (labelled by _category_.yml), and a toggle opens and closes it.
  await expect(sidebar.getByRole('link', { name: 'Guides', exact: true })).toHaveAttribute('href', '/guides');
  await expect(sidebar.getByRole('link', { name: 'Reference' })).toHaveAttribute('href', '/reference/overview');
  // Numbers in names sort as numbers: topic-2 before topic-10.
  const topics = await sidebar.getByRole('link', { name: /^Topic / }).allTextContents();
  expect(topics).toEqual(Array.from({ length: 12 }, (_, index) => `Topic ${index + 1}`));
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Topic 2');
  // The categories holding the page start open, the others closed (collapsed is the default).
  await expect(sidebar.getByRole('button', { name: 'Toggle category Guides' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(sidebar.getByRole('button', { name: 'Toggle category advanced' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // A folder without an index doc links to its generated index page.
  await expect(sidebar.getByRole('link', { name: 'library' })).toHaveAttribute('href', '/category/library');
  const library = sidebar.getByRole('button', { name: 'Toggle category library' });
  await expect(library).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByRole('link', { name: 'Shelf 01' })).toHaveCount(0);
  await library.click();
  await expect(sidebar.getByRole('link', { name: 'Shelf 01' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Draft ideas' })).toHaveCount(0);
});

test('breadcrumbs follow the categories, previous and next the reading order', async ({ page }) => {
  await gotoHydrated(page, '/guides/advanced/topic-1');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Guides', 'advanced', 'Topic 1']);
  await expect(crumbs.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/guides');
  const pager = page.getByRole('navigation', { name: 'Docs pages' });
  await expect(pager.getByRole('link')).toHaveText(['Previous« Tabs and notes', 'NextTopic 2 »']);
  await gotoHydrated(page, '/guides/advanced/topic-12');
  await expect(pager.getByRole('link')).toHaveText(['Previous« Topic 11', 'NextReference »']);
});

test('links to doc files work across folders', async ({ page }) => {
  await gotoHydrated(page, '/getting-started');
  const article = page.locator('main article');
  await expect(article.getByRole('link', { name: 'reference' })).toHaveAttribute('href', '/reference/overview');
  await article.getByRole('link', { name: 'alerts' }).click();
  await expect(page).toHaveURL(/\/guides\/alerts#set-an-alert$/);
  await page.locator('main article').getByRole('link', { name: 'getting started' }).click();
  await expect(page.locator('main h1')).toHaveText('Getting started');
});

test('a page’s data holds its own branch of the sidebar, the top level arrives once per visit', async ({
  page,
  request,
}) => {
  const sharedRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/page-data\/sq\//.test(request.url())) sharedRequests.push(request.url());
  });
  await gotoHydrated(page, '/library/shelf-01');
  await sidebarOf(page).getByRole('link', { name: 'Getting started' }).click();
  await expect(page.locator('main h1')).toHaveText('Getting started');
  await sidebarOf(page).getByRole('link', { name: 'Guides', exact: true }).click();
  await expect(page.locator('main h1')).toHaveText('Guides overview');
  expect(sharedRequests).toHaveLength(1);
  for (const [route, own, others] of [
    ['library/shelf-01', 'Shelf 16', ['Topic 12', 'Reference overview']],
    ['guides/advanced/topic-7', 'Topic 12', ['Shelf 16', 'Glossary']],
  ] as const) {
    const data = await (await request.get(`/page-data/${route}/page-data.json`)).text();
    // Its own categories' items, which its HTML writes open; nothing of the other categories.
    expect(data).toContain(own);
    for (const other of others) expect(data).not.toContain(other);
  }
});

test('without JavaScript the sidebar shows the page’s branch, and every closed category links to its page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/reference/glossary');
  const sidebar = sidebarOf(page);
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Glossary');
  await expect(sidebar.getByRole('link', { name: 'Reference', exact: true })).toHaveAttribute(
    'href',
    '/reference/overview',
  );
  // Guides is closed and written without its items: its label leads to its page, which opens it.
  await expect(sidebar.getByRole('link', { name: 'Topic 12' })).toHaveCount(0);
  // No category is a dead end: each holds its items or links to its own page.
  const deadEnds = await sidebar
    .locator('li:has(> button[aria-expanded]), li:has(> .sidebar__category-label)')
    .evaluateAll((items) => items.filter((item) => !item.querySelector(':scope > a, :scope > .collapsible')).length);
  expect(deadEnds).toBe(0);
  await sidebar.getByRole('link', { name: 'Guides', exact: true }).click();
  await expect(page.locator('main h1')).toHaveText('Guides overview');
  await expect(sidebarOf(page).getByRole('link', { name: 'Alerts' })).toBeVisible();
  await context.close();
});

test.describe('a sidebar bounded by its depth', () => {
  /** The requests for sidebar files a page makes, and their responses' caching. */
  function sidebarFileRequests(page: Page) {
    const requests: { url: string; cacheControl: Promise<string | undefined> }[] = [];
    page.on('request', (request) => {
      if (/\/sidebars\/[0-9a-f]{12}\.json$/.test(request.url())) {
        requests.push({
          url: request.url(),
          cacheControl: request.response().then((response) => response?.headers()['cache-control']),
        });
      }
    });
    return requests;
  }

  test('a page’s HTML holds the top level and its own branch; a closed category fills from the sidebar’s file when opened', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/getting-started')).text();
    const sidebarHtml = html.slice(html.indexOf('aria-label="Docs sidebar"'), html.indexOf('<main'));
    expect(sidebarHtml).toContain('>Guides</a>');
    expect(sidebarHtml).not.toContain('Topic 1');
    expect(sidebarHtml).not.toContain('Glossary');

    const requests = sidebarFileRequests(page);
    await gotoHydrated(page, '/getting-started');
    expect(requests).toHaveLength(0);
    const sidebar = sidebarOf(page);
    const guides = sidebar.getByRole('button', { name: 'Toggle category Guides' });
    await expect(guides).toHaveAttribute('aria-expanded', 'false');
    await guides.click();
    await expect(guides).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', { name: 'Alerts' })).toBeVisible();
    // By keyboard too, and the file is asked for once: it is cached for a year, named by its content.
    await sidebar.getByRole('button', { name: 'Toggle category Reference' }).focus();
    await page.keyboard.press('Enter');
    await expect(sidebar.getByRole('link', { name: 'Glossary' })).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(await requests[0].cacheControl).toBe('public, max-age=31536000, immutable');
    await guides.click();
    await expect(sidebar.getByRole('link', { name: 'Alerts' })).toBeHidden();
    await expect(guides).toHaveAttribute('aria-expanded', 'false');
  });

  test('a route change into a closed category opens its branch, the reader’s toggles kept', async ({ page }) => {
    await gotoHydrated(page, '/getting-started');
    const sidebar = sidebarOf(page);
    await sidebar.getByRole('button', { name: 'Toggle category Guides' }).click();
    await expect(sidebar.getByRole('link', { name: 'Alerts' })).toBeVisible();
    await page.locator('main article').getByRole('link', { name: 'reference' }).click();
    await expect(page.locator('main h1')).toHaveText('Reference overview');
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Reference');
    await expect(sidebar.getByRole('button', { name: 'Toggle category Reference' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(sidebar.getByRole('link', { name: 'Glossary' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Alerts' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Glossary' }).click();
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Glossary');
  });

  test('the mobile menu shows the page’s sidebar as the reader left it and fills its own closed categories', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/guides/alerts');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Docs' });
    await expect(menu.locator('[aria-current="page"]')).toHaveText('Alerts');
    const reference = menu.getByRole('button', { name: 'Toggle category Reference' });
    await reference.click();
    await expect(menu.getByRole('link', { name: 'Glossary' })).toBeVisible();
    await expect(reference).toHaveAttribute('aria-controls', /^menu-sb:\d+$/);
    expect(await page.locator(`[id="${await reference.getAttribute('aria-controls')}"]`).count()).toBe(1);
  });
});

test('search lists at most six pages, each hit with the route, heading and anchor of its own section', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search the docs' });
  await expect(input).toBeFocused();
  const results = page.getByRole('listbox', { name: 'Search results' });
  // Sixteen shelf pages match; the list ends where a seventh page would begin.
  await input.pressSequentially('shelf');
  await expect(page.getByRole('dialog', { name: 'Search the docs' }).locator('[aria-busy="false"]')).toHaveCount(1);
  await expect(results.getByRole('group')).toHaveCount(6);
  for (const group of await results.getByRole('group').all()) {
    await expect(group).toHaveAccessibleName(/^Shelf \d\d$/);
    const title = await group.getAttribute('aria-labelledby').then((id) => page.locator(`[id="${id}"]`).textContent());
    const route = `/library/shelf-${title!.slice(-2)}`;
    for (const option of await group.getByRole('option').all()) {
      expect(new URL((await option.getAttribute('href'))!, page.url()).pathname).toBe(route);
    }
  }
  await input.fill('set an alert');
  const option = results.getByRole('option').first();
  await expect(option).toHaveAccessibleName(/^Alerts › Set an alert /);
  const href = new URL((await option.getAttribute('href'))!, page.url());
  expect([href.pathname, href.hash]).toEqual(['/guides/alerts', '#set-an-alert']);
});

// Every tag from <body> to the end of <main>, on a page with a generated sidebar of categories,
// tabs and admonitions: nothing the parser has shown moves when the rest of the page arrives. Two
// tests, the chrome and the content, which the two workers run at once.
for (const [part, from, to, leastCuts] of [
  ['its navbar and generated sidebar', '<body', '<main', 150],
  ['its content, with tabs and admonitions', '<main', '</main>', 100],
] as const) {
  test(`a page of the tree: ${part} move at no pause in the download`, async ({
    page,
    request,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(300_000);
    consoleErrors.allow(/ERR_FAILED/);
    const route = '/guides/tabs';
    const html = await (await request.get(route)).text();
    const cuts = tagEnds(html, html.indexOf(from), html.indexOf(to));
    expect(cuts.length).toBeGreaterThan(leastCuts);
    expect(await shiftsAtCuts(page, { html, route, builtSite: baseURL! }, cuts)).toEqual([]);
  });
}

test.describe('tabs and admonitions', () => {
  test('tabs of one group follow each other and the choice holds on other pages and visits', async ({ page }) => {
    await gotoHydrated(page, '/guides/tabs');
    const groups = page.locator('main article [role="tablist"]');
    await expect(groups).toHaveCount(2);
    await groups.first().getByRole('tab', { name: 'JSON' }).click();
    await expect(page.getByRole('tabpanel')).toHaveText(['An items array.', 'An items array.']);
    await groups.nth(1).getByRole('tab', { name: 'JSON' }).press('ArrowRight');
    await expect(groups.nth(1).getByRole('tab', { name: 'CSV' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveText(['Comma-separated rows.', 'Comma-separated rows.']);
    await page.keyboard.press('End');
    await gotoHydrated(page, '/');
    await expect(page.getByRole('tab', { name: 'JSON' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a stored choice shows before the page hydrates, so nothing shifts', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('tabs.format', 'json');
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { parsedChoice: string | null }).parsedChoice =
          document.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? null;
      });
    });
    await gotoHydrated(page, '/');
    expect(await page.evaluate(() => (window as unknown as { parsedChoice: string }).parsedChoice)).toBe('JSON');
    await expect(page.getByRole('tabpanel')).toHaveText('An items array.');
  });

  test('admonitions are notes with their kind as title; without JavaScript every tab panel shows', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/guides/tabs');
    const notes = page.locator('main article [role="note"]');
    await expect(notes.locator('.admonition-title')).toHaveText([
      'Note',
      'Tip',
      'Info',
      'Warning',
      'Danger',
      'Tip: Custom title',
    ]);
    await expect(page.getByText('Comma-separated rows.').first()).toBeVisible();
    await expect(page.getByText('An items array.').first()).toBeVisible();
    await context.close();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`axe finds no violation on tabs and admonitions (${mode})`, async ({ page }) => {
      await storeColorMode(page, mode);
      await gotoHydrated(page, '/guides/tabs');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
