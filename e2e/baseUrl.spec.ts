import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from './fixtures';
import { contentTypeOf } from '../scripts/contentTypes.mjs';

/** Serves the build under /sub/, as a host would when the site was built for / but deployed to a sub-path. */
function serveUnderSubPath(port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    let file = pathname.startsWith('/sub/') ? path.join('public', decodeURIComponent(pathname.slice(4))) : '';
    if (file && fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!file || !fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': contentTypeOf(file) });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

test('served under a sub-path it was not built for, the site says so and names the prefix to build with', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404/);
  const port = Number(new URL(baseURL!).port) + 2;
  const server = await serveUnderSubPath(port);
  try {
    await page.goto(`http://127.0.0.1:${port}/sub/wants`);
    const banner = page.getByRole('alert');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('This site did not load properly.');
    await expect(banner).toContainText('this page is served from /sub.');
    await expect(banner.locator('[data-command]')).toHaveText('PATH_PREFIX=/sub npx gatsby build --prefix-paths');
    // The page itself is still there to read.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Want lists');
  } finally {
    server.close();
  }
});

test('served where it was built for, the banner stays hidden', async ({ page }) => {
  await page.goto('/wants');
  await page.waitForLoadState('load');
  await expect(page.locator('#base-url-banner')).toBeHidden();
});
