import { expect, sitemapRoutes, test, gotoHydrated } from './fixtures';

const expectedTitles: Record<string, string> = {
  '/': 'Introduction to Trove | Trove',
  '/resources': 'Resources | Trove',
  '/wants': 'Want lists | Trove',
};

test('the sitemap lists the three doc pages and nothing else', () => {
  expect(sitemapRoutes().sort()).toEqual(['/', '/resources', '/wants']);
});

for (const route of sitemapRoutes()) {
  test.describe(`page ${route}`, () => {
    test('renders its h1, title and head tags with no console error', async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page).toHaveTitle(expectedTitles[route]);

      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', 'en');
      await expect(html).toHaveAttribute('dir', 'ltr');
      const canonical = `https://docs.trove.app${route}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w{3,}/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', expectedTitles[route]);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        'https://docs.trove.app/img/social-card.png',
      );
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#[0-9a-f]{6}$/i);
      // The Head API, not react-helmet: tags are in the server HTML, so no helmet attributes exist.
      await expect(page.locator('[data-react-helmet]')).toHaveCount(0);
    });

    test("links the site's stylesheet after the head's inline scripts, with no copy of it inline", async ({ page }) => {
      await page.goto(route);
      const head = await page.evaluate(() =>
        [...document.head.children].map((element) => ({
          tag: element.tagName.toLowerCase(),
          rel: element.getAttribute('rel'),
          href: element.getAttribute('href'),
          inline: element.tagName === 'SCRIPT' && !element.hasAttribute('src'),
        })),
      );
      const stylesheets = head.filter(({ rel }) => rel === 'stylesheet');
      expect(stylesheets.map(({ href }) => href)).toEqual([expect.stringMatching(/^\/styles\.[0-9a-f]+\.css$/)]);
      // A pending stylesheet holds back the inline scripts after it, and with them the parser.
      const lastInlineScript = head.findLastIndex(({ inline }) => inline);
      expect(lastInlineScript).toBeGreaterThanOrEqual(0);
      expect(head.indexOf(stylesheets[0])).toBeGreaterThan(lastInlineScript);
      await expect(page.locator('style[data-identity="gatsby-global-css"]')).toHaveCount(0);
      // The linked file styles the page: the navbar is the site's, not the browser's default block.
      expect(
        await page
          .locator('nav.navbar')
          .first()
          .evaluate((nav) => getComputedStyle(nav).display),
      ).toBe('flex');
    });

    test('reads fully without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(route);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('main article h2').first()).toBeVisible();
      await expect(page.locator('main table').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await context.close();
    });
  });
}

test('the meta description comes from front matter', async ({ page }) => {
  await page.goto('/wants');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /want list/i);
});

test('robots.txt names the sitemap, and the sitemap index points at the page list', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://docs.trove.app/sitemap-index.xml');
  const index = await (await request.get('/sitemap-index.xml')).text();
  expect(index).toContain('https://docs.trove.app/sitemap-0.xml');
});

test('tables render as tables and code is highlighted in the server HTML', async ({ request }) => {
  const html = await (await request.get('/resources')).text();
  expect(html).toMatch(/<table>[\s\S]*<th[^>]*>/);
  // Shiki's output with its colours as classes (light, and dark beside it), which the Content
  // Security Policy allows where style attributes would not be.
  expect(html).toMatch(/<pre class="shiki[^"]*"[^>]*>/);
  expect(html).toMatch(/<span class="cs-c-[0-9a-f]{6} cs-nc-[0-9a-f]{6}">/);
  expect(html).not.toMatch(/<(pre|code|span)[^>]* style=/);
});

test('no client-side highlighter and no web font or third-party request on first load', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/resources');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => !url.startsWith('http://127.0.0.1'))).toEqual([]);
  expect(requests.filter((url) => /\.(woff2?|ttf|otf)(\?|$)/.test(url))).toEqual([]);
  const scripts = await Promise.all(
    requests.filter((url) => url.endsWith('.js')).map(async (url) => (await page.request.get(url)).text()),
  );
  expect(scripts.some((source) => source.includes('vscode-textmate') || source.includes('createHighlighter'))).toBe(
    false,
  );
});

test('a code block copies its code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/resources');
  const block = page.locator('main pre').first();
  const code = await block.innerText();
  await page.getByRole('button', { name: 'Copy code to clipboard' }).first().click();
  await expect(page.getByRole('button', { name: 'Copied' }).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
});

test("links an editor wrote to a doc's file lead to its route, and no page links to a Markdown file", async ({
  page,
}) => {
  // content/docs/index.mdx writes [Want lists](./wants.mdx); wants.mdx writes ./resources.mdx#price-guides.
  await page.goto('/');
  await expect(page.locator('main article').getByRole('link', { name: 'Want lists', exact: true })).toHaveAttribute(
    'href',
    '/wants',
  );
  await page.goto('/wants');
  await page.locator('main article').getByRole('link', { name: 'price guides' }).first().click();
  await expect(page).toHaveURL(/\/resources#price-guides$/);
  for (const route of sitemapRoutes()) {
    await page.goto(route);
    // "Edit this page" links to the doc's file in the repository, and "View as Markdown" to the doc's
    // Markdown twin, which are meant.
    await expect(page.locator('a[href*=".md"]:not(.doc-footer__edit):not(.doc-actions__link)')).toHaveCount(0);
  }
});

test('sidebar marks the current page and breadcrumbs and pagination follow the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/resources');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link')).toHaveText(['Introduction', 'Resources', 'Want lists']);
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Resources');
  await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Resources']);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Resources');
  const pager = page.getByRole('navigation', { name: 'Docs pages' });
  await expect(pager.getByRole('link')).toHaveText(['Previous« Introduction', 'NextWant lists »']);
  await pager.getByRole('link', { name: /Want lists/ }).click();
  await expect(page).toHaveURL(/\/wants$/);
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).locator('[aria-current="page"]')).toHaveText(
    'Want lists',
  );
});

test('navbar shows the docs link, version Next and language English', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/wants?ref=mail#price-ceilings');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  await expect(navbar.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/');
  const version = navbar.getByRole('button', { name: 'Docs version: Next' });
  await version.click();
  await expect(version).toHaveAttribute('aria-expanded', 'true');
  await expect(navbar.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/wants');
  await page.keyboard.press('Escape');
  await expect(version).toHaveAttribute('aria-expanded', 'false');
  await expect(version).toBeFocused();
  const language = navbar.getByRole('button', { name: 'Language: English' });
  await language.click();
  await expect(navbar.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/wants?ref=mail#price-ceilings');
  await page.locator('main h1').click();
  await expect(language).toHaveAttribute('aria-expanded', 'false');
});

test('navbar dropdowns work by keyboard and open on hover on desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/resources');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  const language = navbar.getByRole('button', { name: 'Language: English' });
  await language.focus();
  await page.keyboard.press('ArrowDown');
  await expect(language).toHaveAttribute('aria-expanded', 'true');
  await expect(navbar.getByRole('link', { name: 'English' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(language).toHaveAttribute('aria-expanded', 'false');

  const version = navbar.getByRole('button', { name: 'Docs version: Next' });
  await version.hover();
  await expect(version).toHaveAttribute('aria-expanded', 'true');
  await page.locator('main h1').hover();
  await expect(version).toHaveAttribute('aria-expanded', 'false');
});

test('navbar: the Docs link leads to the first doc of the sidebar, Community is a dropdown of external links', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/wants');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  const docs = navbar.getByRole('link', { name: 'Docs', exact: true });
  await expect(docs).toHaveAttribute('href', '/');
  await expect(docs).toHaveClass(/active/);
  const community = navbar.getByRole('button', { name: 'Community' });
  await community.click();
  await expect(navbar.getByRole('link', { name: 'Forum' })).toHaveAttribute('href', 'https://community.trove.app');
  await expect(navbar.getByRole('link', { name: 'Forum' })).toHaveAttribute('target', '_blank');
  await page.keyboard.press('Escape');
  await expect(community).toHaveAttribute('aria-expanded', 'false');
});

test('the chosen docs version is remembered and a version gone from the config is dropped', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/resources');
  await page.getByRole('button', { name: 'Docs version: Next' }).click();
  await page.getByRole('link', { name: 'Next', exact: true }).click();
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');

  await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '0.9'));
  await gotoHydrated(page, '/wants');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
});
