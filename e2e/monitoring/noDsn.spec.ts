import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_DIR } from '../../src/node/cms/adminApp';
import { expect, gotoHydrated, NOT_FOUND_STATUS, sitemapRoutes, test } from '../fixtures';
import { idleTwice, openRequests } from '../pageSettled';

// The production build of this run has no GATSBY_SENTRY_DSN: monitoring must be absent, not idle.

/** Strings only Sentry's SDK and its integrations put in a bundle. */
const SENTRY_MARKERS = [/sentry/i, /replay_event/, /rrweb/, /makeBrowserOfflineTransport|sentry-offline/];

/** The scripts of readers' pages: not the CMS's, at /admin/, whose prebuilt bundle is Decap's own. */
function scriptsIn(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') && !file.startsWith(`${ADMIN_DIR}/`))
    .map((file) => path.join(dir, file));
}

test('no built script holds Sentry code', () => {
  const scripts = scriptsIn(path.resolve('public'));
  expect(scripts.length).toBeGreaterThan(0);
  const withSentry = scripts.filter((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return SENTRY_MARKERS.some((marker) => marker.test(text));
  });
  expect(withSentry).toEqual([]);
});

test('no page asks for monitoring code or sends anything to a sink', async ({ page, baseURL, consoleErrors }) => {
  consoleErrors.allow(NOT_FOUND_STATUS);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const open = openRequests(page);
  for (const route of [...sitemapRoutes(), '/404.html']) {
    await gotoHydrated(page, route);
    // With a DSN, replay and feedback load in an idle callback after the load event: once the page has
    // been idle past it and its requests are answered, anything it would load has been asked for.
    await idleTwice(page);
    await expect.poll(open).toBe(0);
  }
  expect(requests.filter((url) => !url.startsWith(baseURL!))).toEqual([]);
  expect(requests.filter((url) => /envelope|sentry/i.test(url))).toEqual([]);
  expect(await page.evaluate(() => '__SENTRY__' in window)).toBe(false);
});
