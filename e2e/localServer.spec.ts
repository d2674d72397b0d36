import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveBuild } from '../scripts/serveBuild.mjs';
import { expect, test } from './fixtures';
import { expectHostileRequestsRefused } from './hosting/hostilePaths';

// `npm run serve` (scripts/serve.mjs) is the local preview of production and the server of the
// benchmarks: it compresses what the generated nginx configuration compresses, so the bytes a
// reader's browser waits for are the same.

test('npm run serve gzips pages, scripts and data for a browser that accepts it, unchanged once decoded', async ({
  request,
}) => {
  const html = fs.readFileSync('public/wants/index.html', 'utf8');
  const app = /src="(\/app-[0-9a-f]{20}\.js)"/.exec(html)?.[1];
  expect(app).toBeDefined();
  for (const [route, file] of [
    ['/wants', 'public/wants/index.html'],
    [app!, `public${app!}`],
    ['/page-data/wants/page-data.json', 'public/page-data/wants/page-data.json'],
    ['/favicon.svg', 'public/favicon.svg'],
  ]) {
    const response = await request.get(route, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.status(), route).toBe(200);
    expect(response.headers()['content-encoding'], route).toBe('gzip');
    expect(response.headers()['vary'], route).toBe('Accept-Encoding');
    expect(await response.text(), route).toBe(fs.readFileSync(file, 'utf8'));
  }
});

test('npm run serve sends a file as it is to a client that does not accept gzip, and never compresses images or tiny files', async ({
  request,
}) => {
  const identity = await request.get('/wants', { headers: { 'accept-encoding': 'identity' } });
  expect(identity.headers()['content-encoding']).toBeUndefined();
  expect(identity.headers()['vary']).toBe('Accept-Encoding');
  expect(await identity.text()).toBe(fs.readFileSync('public/wants/index.html', 'utf8'));

  const image = await request.get('/img/social-card.png', { headers: { 'accept-encoding': 'gzip' } });
  expect(image.status()).toBe(200);
  expect(image.headers()['content-encoding']).toBeUndefined();

  expect(fs.statSync('public/robots.txt').size).toBeLessThan(256);
  const tiny = await request.get('/robots.txt', { headers: { 'accept-encoding': 'gzip' } });
  expect(tiny.headers()['content-encoding']).toBeUndefined();
  expect(await tiny.text()).toBe(fs.readFileSync('public/robots.txt', 'utf8'));
});

test('the tests and benchmarks refuse a port another server holds, rather than test that server', async () => {
  const other = http.createServer((_, response) => response.end('another build'));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const { port } = other.address() as AddressInfo;
  try {
    await expect(serveBuild('public', port)).rejects.toThrow(
      `scripts/serve.mjs exited (1) before listening on port ${port}`,
    );
  } finally {
    other.close();
  }
});

test('npm run serve: no path makes a redirect leave the site, a malformed request gets a 4xx, and it keeps serving', async ({
  baseURL,
}) => {
  await expectHostileRequestsRefused(Number(new URL(baseURL!).port), 'serve');
});
