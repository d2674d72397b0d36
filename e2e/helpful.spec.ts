import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { measureFirstLoad } from '../scripts/firstLoad.mjs';
import { EnvelopeSink } from '../scripts/envelopeSink.mjs';
import siteConfig from '../src/config/site.config';
import { HELPFUL_CLASSES } from '../src/chrome/Helpful/names';
import { FEEDBACK_SOURCE } from '../src/lib/feedback/pageFeedback';
import { buildFixture, edit, removeFixture, serveFixture, stopServer } from './buildFixture';
import { axeViolations, expect, storeColorMode, test } from './fixtures';

/** Port of this spec's build, served for the browser, and of the envelope sink its DSN aims at; PORT + 1 to 40 are other tests'. */
const PORT = Number(process.env.E2E_PORT ?? 9100) + 41;
const SINK_PORT = PORT + 1;
const SITE = `http://127.0.0.1:${PORT}`;

/** The section the wants doc ends with, long enough that a reader at the doc's end has scrolled past its heading. */
const LAST_SECTION = 'Questions readers ask';
const WORDS = 'How do I share a want list with a friend who has no account?';

const sink = new EnvelopeSink(SINK_PORT);
/** What the sink received as monitoring's user feedback (Sentry's `feedback` items). */
const feedbackItems = () =>
  sink.itemsOfType('feedback').map(
    (item) =>
      item.json as unknown as {
        contexts: { feedback: { message: string; url: string; source: string } };
        tags: Record<string, string>;
      },
  );
/** Whether anything the browser sent holds the reader's words. */
const wordsSent = () => sink.items.some((item) => item.payload.toString('utf8').includes(WORDS));

const question = (page: Page) => page.getByRole('region', { name: 'Was this page helpful?' });
const no = (page: Page) => question(page).getByRole('button', { name: 'No' });
const textBox = (page: Page) => question(page).getByRole('textbox', { name: 'What was missing?' });

/** Opens the wants doc hydrated, at its end: the reader has read the last section. */
async function atDocEnd(page: Page): Promise<void> {
  await page.goto(`${SITE}/wants`);
  await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender').length > 0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

test.describe.serial('Was this page helpful?', () => {
  test.setTimeout(120_000);
  let dir: string;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(900_000);
    await sink.start();
    const build = await buildFixture(
      (copy) =>
        edit(path.join(copy, 'content/docs/wants.mdx'), (text) =>
          [
            text,
            `## ${LAST_SECTION}`,
            ...Array.from({ length: 30 }, (_, n) => `Question ${n + 1} and its answer.`),
          ].join('\n\n'),
        ),
      { env: { GATSBY_SENTRY_DSN: `http://e2epublickey@127.0.0.1:${SINK_PORT}/1`, GATSBY_SENTRY_ENVIRONMENT: 'e2e' } },
    );
    dir = build.dir;
    expect(build.code, build.output).toBe(0);
    server = await serveFixture(dir, PORT);
  });

  test.afterAll(async () => {
    await sink.stop();
    if (server) await stopServer(server);
    if (dir) await removeFixture(dir);
  });

  test.beforeEach(() => {
    sink.items.length = 0;
  });

  test('Yes thanks the reader, in a live region, and sends nothing', async ({ page }) => {
    await atDocEnd(page);
    await question(page).getByRole('button', { name: 'Yes' }).click();
    await expect(question(page).getByRole('status')).toHaveText('Thank you for letting us know.');
    await expect(textBox(page)).toBeHidden();
    await page.waitForTimeout(1000);
    expect(feedbackItems()).toEqual([]);
  });

  test("No opens a form; Send sends the reader's words to monitoring with page, version, locale and section", async ({
    page,
  }) => {
    await atDocEnd(page);
    await no(page).click();
    await expect(textBox(page)).toBeFocused();
    await textBox(page).fill(WORDS);
    // Nothing goes anywhere while the reader points at, focuses and types in the form.
    await question(page).getByRole('link', { name: 'Open an issue about this page' }).hover();
    await page.waitForTimeout(2000);
    expect(feedbackItems()).toEqual([]);
    expect(wordsSent()).toBe(false);
    await question(page).getByRole('button', { name: 'Send' }).click();
    await expect(question(page).getByRole('status')).toHaveText('Thank you: your feedback was sent.');
    await expect(no(page)).toBeFocused();
    await expect.poll(() => feedbackItems().length, { timeout: 20_000 }).toBe(1);
    const [feedback] = feedbackItems();
    expect(feedback.contexts.feedback).toMatchObject({
      message: WORDS,
      url: `${siteConfig.url}/wants`,
      source: FEEDBACK_SOURCE,
    });
    expect(feedback.tags).toMatchObject({ page: '/wants', version: 'current', locale: 'en', section: LAST_SECTION });
    expect(await page.context().cookies()).toEqual([]);
  });

  test("the issue link opens a new issue in the repository's tracker with the page's title, address and the reader's words", async ({
    page,
  }) => {
    await atDocEnd(page);
    await no(page).click();
    await textBox(page).fill(WORDS);
    const link = question(page).getByRole('link', { name: 'Open an issue about this page' });
    await link.hover();
    const href = new URL((await link.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe(`${siteConfig.repository!.url}/issues/new`);
    expect(href.searchParams.get('title')).toBe('Want lists');
    expect(href.searchParams.get('body')).toBe(`${siteConfig.url}/wants\n\n${WORDS}`);
    await expect(link).toHaveAttribute('target', '_blank');
    // Following it opens the tracker's form in a new tab (here the request is stopped: no network).
    await page.context().route(/github\.com/, (route) => route.fulfill({ body: 'tracker' }));
    const [tracker] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    expect(new URL(tracker.url()).searchParams.get('body')).toBe(`${siteConfig.url}/wants\n\n${WORDS}`);
    expect(feedbackItems()).toEqual([]);
  });

  test('works from the keyboard alone, with visible focus', async ({ page }) => {
    await atDocEnd(page);
    await question(page).getByRole('button', { name: 'Yes' }).focus();
    const outlined = async () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.activeElement!);
        return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      });
    await page.keyboard.press('Tab');
    await expect(no(page)).toBeFocused();
    expect(await outlined()).toBe(true);
    await page.keyboard.press('Enter');
    await expect(textBox(page)).toBeFocused();
    expect(await outlined()).toBe(true);
    await page.keyboard.type(WORDS);
    await page.keyboard.press('Tab');
    await expect(question(page).getByRole('button', { name: 'Send' })).toBeFocused();
    expect(await outlined()).toBe(true);
    await page.keyboard.press('Enter');
    await expect(question(page).getByRole('status')).toHaveText('Thank you: your feedback was sent.');
    await expect(no(page)).toBeFocused();
    await expect
      .poll(() => feedbackItems().map((item) => item.contexts.feedback.message), { timeout: 20_000 })
      .toEqual([WORDS]);
  });

  test("is markup on the doc's first load; its code comes later, in the lazy behaviours", async ({ browser }) => {
    const html = await (await fetch(`${SITE}/wants`)).text();
    expect(html).toContain('Was this page helpful?');
    // Every script the page loads until the network is idle, as the budget test counts them.
    const { scripts } = await measureFirstLoad(browser, `${SITE}/wants`);
    expect(scripts.length).toBeGreaterThan(0);
    // The site's own scripts (Sentry's replay also runs one from a blob: URL).
    for (const { url } of scripts.filter((script) => script.url.startsWith(SITE)))
      expect(await (await fetch(url)).text()).not.toContain(FEEDBACK_SOURCE);
    // The check above means something: the built site holds the form's code, in a chunk loaded later.
    const chunks = (await fs.readdir(path.join(dir, 'public'))).filter((file) => file.endsWith('.js'));
    const withForm = [];
    for (const chunk of chunks)
      if ((await fs.readFile(path.join(dir, 'public', chunk), 'utf8')).includes(FEEDBACK_SOURCE)) withForm.push(chunk);
    expect(withForm).toEqual([expect.stringMatching(/^behaviours-/)]);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`axe finds no violation in it, open and answered, in ${mode} mode, left to right and right to left`, async ({
      page,
    }) => {
      await storeColorMode(page, mode);
      await atDocEnd(page);
      await no(page).click();
      await textBox(page).fill(WORDS);
      await question(page).getByRole('button', { name: 'Yes' }).click();
      await no(page).click();
      // Its own markup: the rest of the page is every page's, which the browser project's axe sweep checks.
      expect(await axeViolations(page, `.${HELPFUL_CLASSES.root}`)).toEqual([]);
      await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
      expect(await axeViolations(page, `.${HELPFUL_CLASSES.root}`)).toEqual([]);
      // Right to left, the answers read from the right: Yes first.
      const yesBox = (await question(page).getByRole('button', { name: 'Yes' }).boundingBox())!;
      const noBox = (await no(page).boundingBox())!;
      expect(yesBox.x).toBeGreaterThan(noBox.x);
    });
  }
});
