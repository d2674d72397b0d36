import path from 'node:path';
import { expect, sitemapRoutes, storeColorMode, test } from '../fixtures';
import { exerciseControls, watchViolations } from './cspViolations';
import { expectHostileRequestsRefused } from './hostilePaths';
import { observatoryGrade } from './observatory';
import { startNginx, stopNginx } from './nginx';

/** Port of nginx serving the production build with the generated configuration; PORT + 9 and + 10 are the CMS's. */
const NGINX_PORT = Number(process.env.E2E_PORT ?? 9100) + 11;
const ORIGIN = `http://127.0.0.1:${NGINX_PORT}`;

// One nginx on one port: the tests of this file run in one worker.
test.describe.configure({ mode: 'serial' });

let nginx: Awaited<ReturnType<typeof startNginx>>;

test.beforeAll(async () => {
  nginx = await startNginx(NGINX_PORT, path.resolve('public'), path.resolve('hosting/nginx.conf'));
});

test.afterAll(async () => {
  await stopNginx(nginx);
});

const get = (route: string, headers: Record<string, string> = {}) =>
  fetch(`${ORIGIN}${route}`, { redirect: 'manual', headers });

test('every page answers 200 with the security headers, revalidated; unknown paths get the not-found page with 404', async () => {
  for (const route of sitemapRoutes()) {
    const response = await get(route);
    expect(response.status, route).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy, route).toMatch(/default-src 'none'; script-src 'self'( 'sha256-[\w+/=]+')+; style-src 'self'/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"])
      expect(policy).toContain(directive);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  }
  const missing = await get('/no-such-page');
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('Page not found');
  expect(missing.headers.get('content-security-policy')).toContain("default-src 'none'");
});

test('.html and trailing-slash addresses and the config redirects answer 301, keeping the query; none loops', async () => {
  for (const [from, to] of [
    ['/resources.html?tab=2', '/resources?tab=2'],
    ['/resources/index.html', '/resources'],
    ['/resources/', '/resources'],
    ['/index.html', '/'],
    ['/getting-started?x=1', '/?x=1'],
    ['/guides/wants', '/wants'],
    ['/docs/next/resources', '/resources'],
    ['/admin', '/admin/'],
  ]) {
    const response = await get(from);
    expect([from, response.status, response.headers.get('location')]).toEqual([from, 301, to]);
  }
  for (const route of ['/resources/', '/resources.html', '/admin', '/getting-started']) {
    const followed = await fetch(`${ORIGIN}${route}`);
    expect([route, followed.status]).toEqual([route, 200]);
  }
  expect((await get('/admin/')).status).toBe(200);
  expect((await get('/no-such-folder/')).status).toBe(404);
});

test('no path makes a redirect leave the site, a malformed request gets a 4xx, and nginx keeps serving', async () => {
  await expectHostileRequestsRefused(NGINX_PORT, 'nginx');
});

test('content-hashed files are cached for a year, page data revalidated, text gzipped, source maps not served', async () => {
  const html = await (await get('/')).text();
  const app = /src="(\/app-[0-9a-f]{20}\.js)"/.exec(html)?.[1];
  expect(app).toBeDefined();
  const script = await get(app!, { 'accept-encoding': 'gzip' });
  expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(script.headers.get('content-encoding')).toBe('gzip');
  expect((await get('/page-data/wants/page-data.json')).headers.get('cache-control')).toBe(
    'public, max-age=0, must-revalidate',
  );
  expect((await get('/search/index.json')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  expect((await get(`${app!}.map`)).status).toBe(404);
});

test('the headers score A+ by the MDN HTTP Observatory rules', async () => {
  const response = await get('/wants');
  const { grade, score, outcomes } = observatoryGrade(Object.fromEntries(response.headers.entries()));
  expect({ grade, failed: outcomes.filter((outcome) => outcome.modifier < 0) }, `score ${score}`).toEqual({
    grade: 'A+',
    failed: [],
  });
});

for (const mode of ['light', 'dark'] as const) {
  test(`no page breaks the Content Security Policy (${mode}): search, tabs and the mobile menu used`, async ({
    page,
  }) => {
    await storeColorMode(page, mode);
    const violations = await watchViolations(page);
    for (const route of sitemapRoutes()) {
      await exerciseControls(page, `${ORIGIN}${route}`);
      expect(await violations(), route).toEqual([]);
    }
  });
}
