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

test('the not-found page never sends the reader off the site, whatever the path', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  consoleErrors.allow(NOT_FOUND_STATUS);
  // Gatsby's runtime fails to render its not-found page at a path holding an encoded slash, leaving
  // the page blank (https://github.com/gatsbyjs/gatsby/issues/23580), and at `/%5Cevil.com.html`,
  // whose decoded path it asks another host for (below): the reader stays, all the same.
  consoleErrors.allow(/reading 'page'|Minified React error #423|Not rendering React/);
  // That request to another host is what the page's own policy (its meta element, as a static host
  // sends no headers) refuses: connect-src 'self'.
  consoleErrors.allow(
    /^Connecting to 'http:\/\/evil\.com\.html\/' violates the following Content Security Policy directive: "connect-src 'self'"/,
  );
  const origin = new URL(baseURL!).origin;
  const notFoundPage = fs.readFileSync('public/404.html', 'utf8');
  const leftTo: string[] = [];
  /** Whether the built site has a file at a path, or a folder with an index page: what a static host serves. */
  const served = (pathname: string) => {
    try {
      const file = path.join('public', decodeURIComponent(pathname));
      return fs.statSync(file).isFile() || fs.existsSync(path.join(file, 'index.html'));
    } catch {
      return false;
    }
  };
  // As on a host without server-side redirects (GitHub Pages), an address with no file answers
  // with the not-found page: the page's own redirect is all that runs. Gatsby asks for an address
  // with HEAD before it shows a page there, and loads any address whose HEAD answers 200 (the CMS's
  // /admin/, say) as a new document: another host answers 200 to everything, as an attacker's
  // would. (Gatsby's loader even sends that HEAD to `//evil.com.html` for `/%5Cevil.com.html`, as it
  // decodes the path; the page's Content Security Policy stops it.) What counts is a navigation to
  // another host.
  await page.route('**/*', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.origin !== origin) {
      if (request.isNavigationRequest()) leftTo.push(url.href);
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'Another site' });
    } else if ((request.isNavigationRequest() || request.method() === 'HEAD') && !served(url.pathname)) {
      await route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: notFoundPage });
    } else await route.continue();
  });
  // Chromium refuses a history entry on another origin, so Gatsby's router fails to go there
  // rather than leaving: each attempt is recorded too.
  await page.addInitScript(() => {
    const attempts: string[] = [];
    Object.assign(window, { offSiteAttempts: attempts });
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
        if (url != null && new URL(url, location.href).origin !== location.origin) attempts.push(String(url));
        original(state, unused, url);
      };
    }
  });
  // The page's redirect runs: a config redirect lands on its page.
  await page.goto('/guides/wants?via=forum');
  await expect(page).toHaveURL(`${origin}/wants?via=forum`);

  for (const target of [
    '/docs//evil.com',
    '/docs//evil.com/admin',
    '/docs//evil.com/robots.txt',
    '/docs///evil.com',
    '/docs/next//evil.com',
    '/docs/%2F%2Fevil.com',
    '/docs/%2f/evil.com',
    '/docs/%5Cevil.com',
    '/docs/%5C%5Cevil.com',
    '/docs/%252F%252Fevil.com',
    '/docs/%09/evil.com',
    '/guides/%5Cevil.com',
    '/guides/%2F%2Fevil.com',
    '/%5Cevil.com.html',
    '//evil.com.html',
    '/%2F%2Fevil.com.html',
    '/wants/%5C%5Cevil.com/',
  ]) {
    await page.goto(`${origin}${target}`);
    // Until the page has run its effects (the redirect among them) and fetched what they ask for;
    // a page Gatsby cannot render never gets there.
    await page
      .waitForFunction(() => performance.getEntriesByName('onInitialClientRender').length > 0, null, {
        timeout: 5_000,
      })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle');
    const attempts = await page.evaluate(() => (window as unknown as { offSiteAttempts: string[] }).offSiteAttempts);
    expect.soft({ target, at: new URL(page.url()).origin, leftTo, attempts }).toEqual({
      target,
      at: origin,
      leftTo: [],
      attempts: [],
    });
  }
});
