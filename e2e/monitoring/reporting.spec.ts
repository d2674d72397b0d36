import type { Page } from '@playwright/test';
import { axeViolations, expect, gotoHydrated, test } from '../fixtures';
import { EnvelopeSink } from '../../scripts/envelopeSink.mjs';
import { metaPolicy } from '../../src/lib/hosting/policy';
import { watchViolations } from '../hosting/cspViolations';
import { SINK_PORT } from './ports';

// The build with a DSN aimed at the sink (monitoring.setup.ts). One sink on one port, so serial.
test.describe.configure({ mode: 'serial' });

const sink = new EnvelopeSink(SINK_PORT);
test.beforeAll(() => sink.start());
test.afterAll(() => sink.stop());
test.beforeEach(({ consoleErrors }) => {
  sink.items.length = 0;
  // React logs each error a boundary catches; these tests provoke them on purpose.
  consoleErrors.allow(
    /Could not render the want list|The price chart could not draw|navbar item failed|error boundary|The above error occurred/i,
  );
});

interface ExceptionValue {
  type: string;
  value: string;
}
type ErrorEvent = { exception: { values: ExceptionValue[] }; tags: Record<string, string>; environment: string };

const errorEvents = () => sink.itemsOfType('event').map((item) => item.json as unknown as ErrorEvent);
const messagesOf = (event: ErrorEvent) => event.exception.values.map((value) => value.value);
const eventAbout = (message: string) => errorEvents().find((event) => messagesOf(event).includes(message));

async function eventually<T>(find: () => T | undefined, timeout = 20_000): Promise<T> {
  await expect.poll(find, { timeout }).toBeTruthy();
  return find()!;
}

/** Waits until the lazily loaded part of monitoring (replay, feedback) is in: its widget shows. */
const feedbackButton = (page: Page) => page.getByRole('button', { name: 'Report a problem' });

test('a component error arrives as an error event naming the part that failed, as its notice says', async ({
  page,
}) => {
  await gotoHydrated(page, '/__fixtures/component-crash');
  await expect(page.getByRole('alert')).toContainText("We've been notified of this error and will fix it soon.");
  const event = await eventually(() => eventAbout('The price chart could not draw'));
  expect(event.tags).toMatchObject({ boundary: 'component', part: 'price chart' });
  expect(event.environment).toBe('e2e');
});

test('a page crash arrives with its cause chain', async ({ page }) => {
  await gotoHydrated(page, '/__fixtures/page-crash');
  const event = await eventually(() => eventAbout('Could not render the want list'));
  expect(event.tags).toMatchObject({ boundary: 'page' });
  // Sentry lists linked errors innermost first.
  expect(messagesOf(event)).toEqual([
    'HTTP 503 from prices.example',
    'Price guide unavailable',
    'Could not render the want list',
  ]);
});

test.describe(() => {
  // The script element below stands for a page script of the site; the policy allows only the site's own.
  test.use({ bypassCSP: true });

  test('unhandled errors and rejections are reported', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/thrown outside React|rejected outside React/);
    await gotoHydrated(page, '/');
    // A page script of its own, as a reader's page would run it (not Playwright's evaluation wrapper).
    await page.addScriptTag({
      content: `setTimeout(() => { throw new Error('thrown outside React'); });
        setTimeout(() => { void Promise.reject(new Error('rejected outside React')); }, 500);`,
    });
    await eventually(() => eventAbout('thrown outside React'));
    await eventually(() => eventAbout('rejected outside React'));
  });
});

test('with the sink down, events wait in IndexedDB and arrive once it is back', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/ERR_CONNECTION_REFUSED|Failed to fetch/);
  await sink.stop();
  try {
    await gotoHydrated(page, '/__fixtures/component-crash');
    const queued = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('sentry-offline');
            open.onsuccess = () => {
              const database = open.result;
              if (!database.objectStoreNames.contains('queue')) return resolve(0);
              const count = database.transaction('queue').objectStore('queue').count();
              count.onsuccess = () => resolve(count.result);
            };
            open.onerror = () => resolve(0);
          }),
      );
    await expect.poll(queued, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(sink.items).toEqual([]);
  } finally {
    await sink.start();
  }
  // Delivered 100 ms after the next send that succeeds, or by the first retry, 5 s after the failure.
  await eventually(() => eventAbout('The price chart could not draw'), 30_000);
});

test('replay and canvas code load after the page is interactive, and replay chunks follow an error', async ({
  page,
}) => {
  const scripts: Array<{ url: string; afterLoad: boolean; body: string }> = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const afterLoad = loaded;
    scripts.push({ url: response.url(), afterLoad, body: await response.text().catch(() => '') });
  });
  await gotoHydrated(page, '/__fixtures/component-crash');
  await expect(feedbackButton(page)).toBeVisible({ timeout: 20_000 });
  const replayCode = (script: { body: string }) => script.body.includes('ReplayCanvas');
  expect(scripts.filter((script) => !script.afterLoad).filter(replayCode)).toEqual([]);
  expect(scripts.some(replayCode)).toBe(true);

  // Replay was buffering; a new error makes it send what it recorded.
  await page.getByRole('button', { name: 'Try again' }).first().click();
  await eventually(() => sink.itemsOfType('replay_event')[0], 30_000);
  await eventually(() => sink.itemsOfType('replay_recording')[0]);
});

test('the feedback widget opens and its report arrives at the sink', async ({ page }) => {
  await gotoHydrated(page, '/wants');
  await feedbackButton(page).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Description').fill('The want list table is cut off on my phone.');
  await form.getByRole('button', { name: 'Send report' }).click();
  const feedback = await eventually(() => sink.itemsOfType('feedback')[0]);
  expect(JSON.stringify(feedback.json)).toContain('The want list table is cut off on my phone.');
});

test("the feedback widget wears the site's colours and mode, not the system's; axe finds no violation in it", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await gotoHydrated(page, '/wants');
  const background = () => feedbackButton(page).evaluate((button) => getComputedStyle(button).backgroundColor);
  await expect(feedbackButton(page)).toBeVisible({ timeout: 20_000 });
  // The site is light by default whatever the system prefers; so is the widget.
  expect(await background()).toBe('rgb(255, 255, 255)');
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect.poll(background).toBe('rgb(21, 25, 26)');
  await feedbackButton(page).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('monitoring stays inside the Content Security Policy: replay, the feedback form and events break none of it', async ({
  page,
}) => {
  const policy = (await page.request.get('/wants')).headers()['content-security-policy'];
  expect(policy).toContain("default-src 'none'");
  expect(policy).toMatch(new RegExp(`connect-src 'self' http://127\\.0\\.0\\.1:${SINK_PORT}`));
  const violations = await watchViolations(page);
  await gotoHydrated(page, '/__fixtures/component-crash');
  await expect(feedbackButton(page)).toBeVisible({ timeout: 20_000 });
  // A second error makes replay send what it recorded, from its worker.
  await page.getByRole('button', { name: 'Try again' }).first().click();
  await eventually(() => sink.itemsOfType('replay_recording')[0], 30_000);
  for (const mode of ['light', 'dark']) {
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await feedbackButton(page).click();
    const form = page.getByRole('dialog');
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form, mode).toBeHidden();
  }
  expect(await violations()).toEqual([]);
});

test("only style elements may be inline for Sentry's widget: style attributes and scripts keep to their hashes, in the headers and in the page", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/Content Security Policy/);
  const response = await page.request.get('/wants');
  const policy = response.headers()['content-security-policy'];
  const directive = (name: string) => policy.split('; ').find((text) => text.startsWith(`${name} `));
  expect(directive('style-src')).toMatch(
    /^style-src 'self'( 'sha256-[\w+/=]+')+ 'unsafe-hashes'( 'sha256-[\w+/=]+')+$/,
  );
  expect(directive('style-src-elem')).toBe("style-src-elem 'self' 'unsafe-inline'");
  expect(directive('script-src')).not.toContain("'unsafe-inline'");
  expect(await response.text()).toContain(
    `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(policy)}">`,
  );

  const violations = await watchViolations(page);
  await gotoHydrated(page, '/wants');
  await expect(feedbackButton(page)).toBeVisible({ timeout: 20_000 });
  const colour = await page.evaluate(() => {
    const note = document.createElement('p');
    note.setAttribute('style', 'color: rgb(255, 0, 0)');
    document.body.append(note);
    return getComputedStyle(note).color;
  });
  expect(colour).not.toBe('rgb(255, 0, 0)');
  // Reported by the policy of the headers and by the page's own.
  expect((await violations()).filter((text) => text.startsWith('style-src-attr inline')).length).toBeGreaterThan(0);
});

test('pages are served with Document-Policy: js-profiling, which browser profiling needs', async ({ page }) => {
  const response = await page.goto('/wants');
  expect(response?.headers()['document-policy']).toBe('js-profiling');
});
