import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serveBuild } from '../../scripts/serveBuild.mjs';
import { headersForPath, parseHeadersFile } from '../../src/lib/hosting/headersFile';
import { metaPolicy } from '../../src/lib/hosting/policy';
import { stopServer } from '../buildFixture';
import { expect, gotoHydrated, sitemapRoutes, test } from '../fixtures';
import { exerciseControls, watchViolations } from './cspViolations';

/** Port of the host that sends no headers (GitHub Pages' kind); PORT + 14 and + 15 are the rebuild tests'. */
const HEADERLESS_PORT = Number(process.env.E2E_PORT ?? 9100) + 16;
const ORIGIN = `http://127.0.0.1:${HEADERLESS_PORT}`;

// One server on one port: the tests of this file run in one worker.
test.describe.configure({ mode: 'serial' });

let server: ChildProcess;

test.beforeAll(async () => {
  server = await serveBuild(path.resolve('public'), HEADERLESS_PORT, 'e2e/hosting/headerlessServer.mjs');
});

test.afterAll(async () => {
  if (server) await stopServer(server);
});

/** The policy a route's headers carry on hosts that send them (public/_headers). */
const headerPolicy = (route: string) =>
  headersForPath(parseHeadersFile(fs.readFileSync(path.resolve('public/_headers'), 'utf8')), route)[
    'Content-Security-Policy'
  ];

/** The policy elements of a page's HTML, and where the first script, style or stylesheet starts. */
async function policyOfPage(route: string) {
  const response = await fetch(`${ORIGIN}${route}`);
  expect(response.headers.get('content-security-policy'), route).toBeNull();
  const html = await response.text();
  const elements = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)];
  const firstCode = html.search(/<script|<style|<link[^>]*rel="stylesheet"/);
  return { policies: elements.map((element) => element[1]), at: elements[0]?.index ?? -1, firstCode };
}

test('every page carries the policy of the headers in a meta element before any code, the CMS its own', async () => {
  for (const route of [...sitemapRoutes(), '/404.html', '/admin/']) {
    const { policies, at, firstCode } = await policyOfPage(route);
    // The same element on every page: the page's HTML does not grow with the site.
    expect(policies, route).toEqual([metaPolicy(headerPolicy(route))]);
    expect(policies[0], route).not.toContain('frame-ancestors');
    expect(at, route).toBeGreaterThan(0);
    expect(at, route).toBeLessThan(firstCode);
  }
});

test('under the meta policy alone, every page works with no violation: search, tabs and the mobile menu used', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  for (const route of sitemapRoutes()) {
    await exerciseControls(page, `${ORIGIN}${route}`);
    // The page's own policy is the one in force: the server sent none.
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
      'content',
      metaPolicy(headerPolicy(route)),
    );
    expect(await violations(), route).toEqual([]);
  }
});

test('code put into a page after the build is blocked by its meta policy', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/Content Security Policy/);
  const injected =
    '<script>window.injectedRan = true</script>' +
    '<script src="https://evil.example/collect.js"></script>' +
    '<p id="injected-note" style="color: rgb(255, 0, 0)">Injected</p>';
  await page.route(`${ORIGIN}/wants`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    // Outside the element React hydrates, which would put its own markup back.
    expect(html).toContain('</body>');
    await route.fulfill({ response, body: html.replace('</body>', `${injected}</body>`) });
  });
  const violations = await watchViolations(page);
  await gotoHydrated(page, `${ORIGIN}/wants`);
  expect(await page.evaluate(() => (window as { injectedRan?: boolean }).injectedRan)).toBeUndefined();
  await expect(page.locator('#injected-note')).not.toHaveCSS('color', 'rgb(255, 0, 0)');
  const seen = await violations();
  expect(seen.filter((text) => /^script-src-elem inline/.test(text))).toHaveLength(1);
  expect(seen.filter((text) => /^script-src-elem https:\/\/evil\.example\/collect\.js/.test(text))).toHaveLength(1);
  expect(seen.filter((text) => /^style-src-attr inline/.test(text))).toHaveLength(1);
  // The site's own code ran as usual.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Want lists');
});
