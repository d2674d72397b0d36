import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeViolations, expect, gotoHydrated, NOT_FOUND_STATUS, storeColorMode, test } from '../fixtures';
import { startNginx, stopNginx } from '../hosting/nginx';
import { loadVariantServer } from '../variant/server';
import { ARABIC } from '../rtl/rtlSite';
import {
  ARABIC_COPIED,
  ARABIC_COPY,
  ARABIC_COPY_NAME,
  ARABIC_DOCS,
  ARABIC_HEADING_LINK,
  ARABIC_INTRO,
  ARABIC_TIP,
  ARABIC_TIP_TEXT,
  ARABIC_TRADING,
  ARABIC_TRADING_DESCRIPTION,
  ARABIC_UNTRANSLATED,
  ARABIC_WANT,
  ARABIC_WANT_DEFINITION,
  ARABIC_WANTS,
  ARABIC_WANTS_TAG,
  NAVBAR_WANTS,
} from './localesFixture';

test.use({ viewport: { width: 1280, height: 900 } });

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const canonical = (page: Page) => page.locator('link[rel="canonical"]');
const alternates = (page: Page) =>
  page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]),
    );

test('the locale dropdown leads to the same page in the other locale, keeping the query and hash', async ({ page }) => {
  await gotoHydrated(page, '/1.0/wants?ref=mail#what-a-want-list-is');
  await navbar(page).getByRole('button', { name: 'Language: English' }).click();
  await navbar(page).getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/1\.0\/wants\?ref=mail#what-a-want-list-is$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ARABIC_WANTS })).toBeVisible();

  await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender').length > 0);
  await navbar(page).getByRole('button', { name: 'Language: العربية' }).click();
  await navbar(page).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/1\.0\/wants\?ref=mail#what-a-want-list-is$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('an untranslated page shows the English doc under /ar with the note in Arabic, canonical to the English page', async ({
  page,
}) => {
  await gotoHydrated(page, '/ar/resources');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('note').filter({ hasText: ARABIC_UNTRANSLATED })).toBeVisible();
  // Its English title and body are marked as English, laid out left to right in the right-to-left page.
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toHaveAttribute('dir', 'ltr');
  await expect(canonical(page)).toHaveAttribute('href', /^https?:\/\/[^/]+\/resources$/);
  const englishBody = page.locator('article div[lang="en"][dir="ltr"]');
  await expect(englishBody).toHaveCount(1);
  expect(await englishBody.evaluate((body) => getComputedStyle(body).direction)).toBe('ltr');
  // A translated page has no note, and is its own canonical page.
  await gotoHydrated(page, '/ar/wants');
  await expect(page.getByText(ARABIC_UNTRANSLATED)).toHaveCount(0);
  await expect(page.locator('article [lang="en"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: ARABIC_WANTS })).not.toHaveAttribute('lang');
  await expect(canonical(page)).toHaveAttribute('href', /^https?:\/\/[^/]+\/ar\/wants$/);
});

test("what the render writes into a doc is in the doc's language: admonition titles, heading links, the copy button, glossary terms", async ({
  page,
  context,
  request,
}) => {
  const title = (tip: string) => page.getByRole('note').filter({ hasText: tip }).locator('p').first();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/ar/wants');
  await expect(title(ARABIC_TIP_TEXT)).toHaveText(ARABIC_TIP);
  expect(await (await request.get('/ar/wants.md')).text()).toContain(`> **${ARABIC_TIP}**\n>\n> ${ARABIC_TIP_TEXT}`);
  await expect(page.getByRole('link', { name: ARABIC_HEADING_LINK.replace('{heading}', 'الأولويات') })).toHaveAttribute(
    'href',
    '#الأولويات',
  );
  const copy = page.getByRole('button', { name: ARABIC_COPY_NAME.replace('{copy}', ARABIC_COPY) });
  await expect(copy).toHaveText(ARABIC_COPY);
  await copy.click();
  await expect(page.getByRole('button', { name: ARABIC_COPIED })).toHaveText(ARABIC_COPIED);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('trove wants export');
  // The Arabic glossary's word names the term, and its definition describes it, in the page and the twin.
  await expect(page.getByRole('main').getByRole('button', { name: ARABIC_WANT })).toHaveAccessibleDescription(
    ARABIC_WANT_DEFINITION,
  );
  expect(await (await request.get('/ar/wants.md')).text()).toContain(
    `[^term-want]: **${ARABIC_WANT}**: ${ARABIC_WANT_DEFINITION}`,
  );
  // The tags file's label in the Arabic translation of it, on the doc and its tag's page.
  await gotoHydrated(page, '/ar/next/wants');
  await page.getByRole('link', { name: ARABIC_WANTS_TAG, exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/next\/tags\/wants$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ARABIC_WANTS_TAG);
  // No English doc names the tag: the locale dropdown leads English readers to the version's main doc.
  await navbar(page).getByRole('button', { name: 'Language: العربية' }).click();
  await navbar(page).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/next$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The English doc keeps the English labels, and an untranslated doc under /ar is the English one.
  await gotoHydrated(page, '/wants');
  await expect(title('Set a ceiling on every want')).toHaveText('Tip');
  await gotoHydrated(page, '/ar/resources');
  await expect(title('Twenty imports a day')).toHaveText('Warning: Twenty imports a day');
  await expect(page.getByRole('button', { name: 'Copy code to clipboard' }).first()).toHaveText('Copy');
});

test('each page names its translations and x-default with hreflang, never a fallback', async ({ page }) => {
  await page.goto('/wants');
  expect(await alternates(page)).toEqual([
    ['en', '/wants'],
    ['ar', '/ar/wants'],
    ['x-default', '/wants'],
  ]);
  await page.goto('/ar');
  await expect(page.getByRole('heading', { level: 1, name: ARABIC_INTRO })).toBeVisible();
  expect(await alternates(page)).toEqual([
    ['en', '/'],
    ['ar', '/ar'],
    ['x-default', '/'],
  ]);
  // Resources has no Arabic translation: no page names /ar/resources.
  await page.goto('/ar/resources');
  expect(await alternates(page)).toEqual([
    ['en', '/resources'],
    ['x-default', '/resources'],
  ]);
});

test("an Arabic page's footer writes the year in the locale's calendar and leads to the Arabic pages", async ({
  page,
}) => {
  const year = (calendar: string, lang: string) =>
    new Intl.DateTimeFormat(`${lang}-u-ca-${calendar}`, { year: 'numeric' }).format(new Date());
  await gotoHydrated(page, '/ar/resources');
  const footer = page.locator('footer');
  await expect(footer).toContainText(`Copyright © ${year('islamic-umalqura', 'ar')} Trove.`);
  // The footer's "to: /wants" leads to the Arabic page, which the site's router shows in place.
  await footer.getByRole('link', { name: 'Want lists' }).click();
  await expect(page).toHaveURL(/\/ar\/wants$/);
  await expect(page.getByRole('heading', { level: 1, name: ARABIC_WANTS })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await gotoHydrated(page, '/wants');
  await expect(footer).toContainText(`Copyright © ${year('gregory', 'en')} Trove.`);
});

test("an Arabic page's navbar, footer and sidebar show the Arabic labels, and the English where none is", async ({
  page,
}) => {
  await gotoHydrated(page, '/ar/wants');
  await expect(navbar(page).getByRole('link', { name: ARABIC_DOCS })).toHaveAttribute('href', '/ar');
  // The brand leads home in the page's locale: the Arabic home, laid out right to left.
  await navbar(page).locator('.navbar__brand').click();
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.getByRole('heading', { level: 1, name: ARABIC_INTRO })).toBeVisible();
  // A navbar link written as a site path leads to the page in the reader's locale, here from a fallback page.
  await gotoHydrated(page, '/ar/resources');
  await expect(navbar(page).getByRole('link', { name: NAVBAR_WANTS })).toHaveAttribute('href', '/ar/wants');
  await navbar(page).getByRole('link', { name: NAVBAR_WANTS }).click();
  await expect(page.getByRole('heading', { level: 1, name: ARABIC_WANTS })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await gotoHydrated(page, '/ar/wants');
  await expect(page.locator('footer').getByRole('heading', { name: ARABIC_DOCS })).toBeVisible();
  await expect(page.locator('footer').getByRole('heading', { name: 'Community' })).toBeVisible();
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByRole('link', { name: ARABIC_WANTS })).toHaveAttribute('href', '/ar/wants');
  await expect(sidebar.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/ar/resources');
  // The English pages keep the navigation's own labels.
  await gotoHydrated(page, '/wants');
  await expect(navbar(page).getByRole('link', { name: 'Docs', exact: true })).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Want lists' })).toBeVisible();
});

test("a folder's category shows its Arabic label and description, from the translated _category_.yml", async ({
  page,
}) => {
  await gotoHydrated(page, '/ar/next/goals');
  const category = page.getByRole('complementary').getByRole('link', { name: ARABIC_TRADING });
  await expect(category).toHaveAttribute('href', '/ar/next/category/guides/trading');
  await category.click();
  await expect(page.getByRole('heading', { level: 1, name: ARABIC_TRADING })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(ARABIC_TRADING_DESCRIPTION);
  // The English pages keep the folder's own.
  await gotoHydrated(page, '/next/goals');
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Trading' })).toHaveAttribute(
    'href',
    '/next/category/guides/trading',
  );
});

test('the sitemap lists the Arabic pages, translated and not', async ({ request }) => {
  const xml = await (await request.get('/sitemap-0.xml')).text();
  const routes = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  for (const route of ['/ar', '/ar/wants', '/ar/resources', '/ar/1.0/wants', '/ar/next/goals', '/wants'])
    expect(routes, route).toContain(route);
  expect(routes.filter((route) => route.endsWith('/404'))).toEqual([]);
});

test("search on a page searches its locale's and version's index alone, with its language's tokenizer", async ({
  page,
}) => {
  const manifests: string[] = [];
  page.on('request', (request) => {
    const manifest = /\/search\/(index[^/]*\.json)$/.exec(new URL(request.url()).pathname)?.[1];
    if (manifest) manifests.push(manifest);
  });
  const searchFor = async (name: string, label: string, input: string) => {
    await navbar(page).getByRole('button', { name }).click();
    const search = page.getByRole('dialog', { name: label });
    await search.getByRole('combobox', { name: label }).fill(input);
    return search;
  };
  const hrefs = (search: ReturnType<Page['getByRole']>) =>
    search.getByRole('option').evaluateAll((options) => options.map((option) => option.getAttribute('href')!));

  // Typed without the article the doc writes (الرغبات): Arabic's tokenizer takes it off.
  await gotoHydrated(page, '/ar/wants');
  let search = await searchFor(ARABIC['navbar.search'], ARABIC['search.label'], 'رغبات');
  await expect(search.getByRole('option').first()).toHaveAccessibleName(new RegExp(ARABIC_WANTS));
  for (const href of await hrefs(search)) expect(href).toMatch(/^\/ar\/(?!1\.0|next)/);
  expect(manifests).toEqual(['index-@ar.json']);

  // An English page of the same version finds English docs only, and nothing for the Arabic word.
  await gotoHydrated(page, '/wants');
  search = await searchFor('Search', 'Search the docs', 'want');
  await expect(search.getByRole('option').first()).toBeVisible();
  for (const href of await hrefs(search)) expect(href).not.toMatch(/^\/ar/);
  await search.getByRole('combobox', { name: 'Search the docs' }).fill('رغبات');
  await expect(search.getByRole('status')).toHaveText('No results for “رغبات”.');
  expect(manifests).toEqual(['index-@ar.json', 'index.json']);
});

test('links in an Arabic 1.0 doc stay in /ar/1.0/', async ({ page }) => {
  await gotoHydrated(page, '/ar/1.0/wants');
  const body = page.locator('article');
  await expect(body.getByRole('link', { name: 'المصادر' })).toHaveAttribute('href', '/ar/1.0/resources');
  await expect(body.getByRole('link', { name: 'المقدمة' })).toHaveAttribute('href', '/ar/1.0');
  await body.getByRole('link', { name: 'المصادر' }).click();
  await expect(page).toHaveURL(/\/ar\/1\.0\/resources$/);
  await expect(page.getByRole('note').filter({ hasText: ARABIC_UNTRANSLATED })).toBeVisible();
  // The version dropdown of an Arabic page stays in Arabic.
  await navbar(page).getByRole('button', { name: 'Docs version: 1.0' }).click();
  const versions = await navbar(page)
    .locator('[data-remember]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(versions).toEqual(['/ar/next/resources', '/ar/resources', '/ar/1.0/resources']);
});

test('a missing page under /ar gets the Arabic not-found page under npm run serve', async ({ page, consoleErrors }) => {
  consoleErrors.allow(NOT_FOUND_STATUS);
  const response = await page.goto('/ar/missing');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible();
  // Its navbar and footer are the Arabic pages': their labels, their links under /ar.
  await expect(navbar(page).getByRole('link', { name: ARABIC_DOCS })).toHaveAttribute('href', '/ar');
  await expect(navbar(page).getByRole('link', { name: NAVBAR_WANTS })).toHaveAttribute('href', '/ar/wants');
  await expect(page.locator('footer').getByRole('heading', { name: ARABIC_DOCS })).toBeVisible();
  // The English site keeps its own.
  expect((await page.goto('/missing'))?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(navbar(page).getByRole('link', { name: 'Docs', exact: true })).toBeVisible();
});

test('a missing page under /ar gets the Arabic not-found page from nginx', async ({ baseURL }) => {
  const { dir } = (await loadVariantServer(baseURL!))!;
  // The port after the fixture's (PORT + 31): PORT + 32.
  const port = Number(new URL(baseURL!).port) + 1;
  const nginx = await startNginx(port, path.join(dir, 'public'), path.join(dir, 'hosting/nginx.conf'));
  try {
    const arabic = await fetch(`http://127.0.0.1:${port}/ar/missing`);
    expect(arabic.status).toBe(404);
    const html = await arabic.text();
    expect(html).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"/);
    expect(html).toContain('الصفحة غير موجودة');
    const english = await fetch(`http://127.0.0.1:${port}/missing`);
    expect(english.status).toBe(404);
    expect(await english.text()).toMatch(/<html[^>]*lang="en"/);
    expect((await fetch(`http://127.0.0.1:${port}/ar/wants`)).status).toBe(200);
  } finally {
    await stopNginx(nginx);
  }
});

for (const mode of ['light', 'dark'] as const) {
  test(`an Arabic page, translated or not, has no accessibility violation in ${mode} mode`, async ({ page }) => {
    await storeColorMode(page, mode);
    for (const route of ['/ar/wants', '/ar/resources']) {
      await gotoHydrated(page, route);
      expect(await axeViolations(page), route).toEqual([]);
    }
  });
}
