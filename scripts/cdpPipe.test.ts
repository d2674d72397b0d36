/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { launchPipeBrowser, openPipePage, type PipeBrowser } from './cdpPipe.mjs';

jest.setTimeout(60_000);

/** A page with a text box that records its key events, and a worker that downloads a file. */
const FILES: Record<string, [type: string, body: string]> = {
  '/': [
    'text/html',
    `<!doctype html><input aria-label="Query"><script>
      window.keys = [];
      const box = document.querySelector('input');
      box.addEventListener('keydown', (event) => keys.push([event.key, event.ctrlKey, event.isTrusted]));
      box.focus();
      const worker = new Worker('/worker.js');
      window.workerDone = new Promise((resolve) => worker.addEventListener('message', resolve));
    </script>`,
  ],
  '/ending': [
    'text/html',
    `<!doctype html><script>
      const worker = new Worker('/worker.js');
      window.workerEnded = new Promise((resolve) =>
        worker.addEventListener('message', () => setTimeout(resolve, 200, worker.terminate())),
      );
    </script>`,
  ],
  '/worker.js': [
    'text/javascript',
    `fetch('/words.json').then((response) => response.text()).then(() => postMessage('done'));`,
  ],
  '/words.json': ['application/json', '["ceiling"]'],
};

let server: http.Server;
let base: string;
let browser: PipeBrowser;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const [type, body] = FILES[request.url ?? ''] ?? ['text/plain', 'Not found'];
    response.writeHead(FILES[request.url ?? ''] ? 200 : 404, { 'Content-Type': type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchPipeBrowser();
});

afterAll(async () => {
  await browser?.close();
  server.close();
});

test('types with trusted key events, modifiers included, into the focused element', async () => {
  const page = await openPipePage(browser, `${base}/`);
  try {
    await page.press('Control+k');
    for (const character of 'a b') await page.press(character);
    expect(await page.evaluate('document.querySelector("input").value')).toBe('a b');
    expect(await page.evaluate('keys')).toEqual([
      ['k', true, true],
      ['a', false, true],
      [' ', false, true],
      ['b', false, true],
    ]);
  } finally {
    await page.close();
  }
});

test("evaluates in the page's workers, where their downloads are in Resource Timing", async () => {
  const page = await openPipePage(browser, `${base}/`);
  try {
    await page.evaluate('workerDone');
    const [downloads] = await page.evaluateInWorkers(
      `performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)`,
    );
    expect(downloads).toEqual(['/words.json']);
  } finally {
    await page.close();
  }
});

test('leaves out a worker that ended', async () => {
  const page = await openPipePage(browser, `${base}/ending`);
  try {
    await page.evaluate('workerEnded');
    expect(await page.evaluateInWorkers('1')).toEqual([]);
  } finally {
    await page.close();
  }
});

test('rejects with the error an expression throws', async () => {
  const page = await openPipePage(browser, `${base}/`);
  try {
    await expect(page.evaluate(`Promise.reject(new Error('No results shown'))`)).rejects.toThrow('No results shown');
  } finally {
    await page.close();
  }
});

test('close stops Chromium by its process id, and leaves no timer to hold the process open', async () => {
  // Only the timers are Jest's, so that its count is of those the launch and the close set; the
  // pipes' callbacks run as they do in a bench.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'Date', 'hrtime', 'performance'] });
  try {
    const other = await launchPipeBrowser();
    await other.close();
    expect(() => process.kill(other.pid, 0)).toThrow();
    expect(jest.getTimerCount()).toBe(0);
  } finally {
    jest.useRealTimers();
  }
});

test('a Chromium that cannot start rejects with what to install, and leaves no profile', async () => {
  const profiles = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('trove-cdp-'));
  const before = profiles();
  await expect(launchPipeBrowser('/nonexistent/chromium')).rejects.toThrow(
    "/nonexistent/chromium could not start (ENOENT): install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH",
  );
  expect(profiles()).toEqual(before);
});
