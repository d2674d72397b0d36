import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { removeFixture, writeNavigation } from '../buildFixture';
import {
  askToPublish,
  bodyEditor,
  buildForCms,
  logIn,
  makeFixture,
  openCms,
  publish,
  readDoc,
  type ServedCms,
  serveForCms,
  whenWritten,
} from './cmsFixture';

const SITE_PORT = Number(process.env.E2E_PORT ?? 9100) + 23;
const CMS_PORT = Number(process.env.E2E_PORT ?? 9100) + 24;

test.describe.configure({ mode: 'serial' });

let dir: string;
let served: ServedCms | undefined;
let pageErrors: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = await makeFixture();
  await writeNavigation(dir, {
    announcementBar: { id: 'spring', content: 'Spring swap meet', isCloseable: true },
  });
  served = await serveForCms(dir, { sitePort: SITE_PORT, cmsPort: CMS_PORT });
});

test.afterAll(async () => {
  await served?.stop();
  await removeFixture(dir);
});

test.beforeEach(async ({ page }) => {
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await logIn(page, `http://127.0.0.1:${SITE_PORT}`);
});

test.afterEach(() => {
  // Decap's refused save is an empty rejection ("undefined"), kept out of the console by the forms'
  // quietRefusals (src/cms/preview/refusals.ts) and tested with them; any other page error fails here.
  const unexpected = pageErrors.filter((message) => message !== 'undefined');
  expect(unexpected, 'the checks and the body editor throw nothing').toEqual([]);
});

/** Every file of the content folder the CMS writes to, with its text. */
async function contentFiles(): Promise<Record<string, string>> {
  const root = path.join(dir, 'content');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  return Object.fromEntries(
    await Promise.all(files.map(async (file) => [path.relative(root, file), await fs.readFile(file, 'utf8')])),
  );
}

/**
 * Asks to publish a form the CMS must refuse, and checks that it did: the form still holds the
 * change, Decap never started to publish (its toolbar says "Publishing..." from the click that lets
 * a save through, before anything is sent) and no file of the content changed.
 */
async function expectRefused(page: Page): Promise<void> {
  const before = await contentFiles();
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { publishingSeen: seen });
    new MutationObserver(() => {
      if (document.body.textContent?.includes('Publishing...')) seen.push('Publishing...');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await askToPublish(page);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // A frame later, React has drawn whatever the click dispatched.
  const seen = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve((window as { publishingSeen?: unknown }).publishingSeen))),
      ),
  );
  expect(seen).toEqual([]);
  expect(await contentFiles()).toEqual(before);
}

test('a body that does not compile is refused, with the build message at its line as the editor numbers it', async ({
  page,
}) => {
  await openCms(page, '/collections/docs/entries/wants');
  const body = bodyEditor(page);
  const saved = await body.inputValue();
  const lines = saved.split('\n').length;
  // The editor numbers every line of the body beside it.
  await expect(body.locator('xpath=preceding-sibling::pre')).toHaveText(
    Array.from({ length: lines }, (_, index) => index + 1).join(''),
  );

  await body.fill(`${saved}\n<Tabs>\n\nNever closed.\n`);
  const tabs = lines + 1;
  const unclosed = `Line ${tabs}, column 1: \`<Tabs>\` (${tabs}:1-${tabs}:7) is never closed`;
  await expect(body).toHaveAccessibleDescription(new RegExp(`^${unclosed.replace(/[`<>()]/g, '.')}`));
  await expect(page.getByText(unclosed)).toBeVisible();
  await expectRefused(page);
  // The preview counts the same lines.
  await expect(page.frameLocator('#preview-pane').getByRole('alert')).toContainText(unclosed);

  await body.fill(`${saved}\n<script>alert(1)</script>\n`);
  const script = `Line ${lines + 1}, column 1: <script> is not allowed in a doc, which cannot run code`;
  await expect(body).toHaveAccessibleDescription(new RegExp(`^${script.replace(/[<>()]/g, '.')}`));
  await expectRefused(page);
  await expect(page.getByText(script)).toBeInViewport();
});

test('a title that gives the doc no file name is refused, with the build message beside it', async ({ page }) => {
  await openCms(page, '/collections/docs-guides/new');
  const title = page.getByLabel('Title', { exact: true });
  await title.fill('???');
  await page.getByLabel('Description', { exact: true }).fill('Questions collectors ask.');
  await bodyEditor(page).fill('Ask away.\n');
  const message =
    'file name: found ""; expected lowercase letters, digits and dashes, like "price-guides"; rename the file ' +
    'with lowercase letters, digits and dashes, like "price-guides", or give the doc an id in its front matter, ' +
    'which replaces the file name';
  await expect(title).toHaveAccessibleDescription(message);
  await expect(page.getByText(message)).toBeVisible();
  await expectRefused(page);
});

test('announcement colours with too little contrast are refused, with the build message beside the text colour', async ({
  page,
}) => {
  await openCms(page, '/collections/navigation/entries/announcementBar');
  await page.getByLabel('Background color (optional)', { exact: true }).fill('#fafafa');
  const textColor = page.getByLabel('Text color (optional)', { exact: true });
  await textColor.fill('#ffffff');
  const message =
    'textColor: found "#ffffff"; expected a colour with a contrast of at least 4.5:1 on #fafafa (this one has 1.04:1)';
  await expect(textColor).toHaveAccessibleDescription(message);
  await expect(page.getByText(message)).toBeVisible();
  await expectRefused(page);

  // A pair that reads well is published. Typed over as an editor does: Decap's string field puts the
  // caret back where the last change left it whenever it redraws, as it does on focus, which undoes
  // the selection `fill` makes before it focuses.
  await textColor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('#1b1f1d');
  await expect(page.getByText(message)).toBeHidden();
  await publish(page);
  await expect
    .poll(() => fs.readFile(path.join(dir, 'content/navigation/announcement.yml'), 'utf8'))
    .toContain('textColor: "#1b1f1d"');
});

test('a new doc titled "Trade_tips ~ v2" is written as trade-tips-v2.mdx, and an edit keeps its file', async ({
  page,
}) => {
  await openCms(page, '/collections/docs/new');
  await page.getByLabel('Title', { exact: true }).fill('Trade_tips ~ v2');
  await page.getByLabel('Description', { exact: true }).fill('Tips for trading, second edition.');
  await bodyEditor(page).fill('Trade duplicates first.\n');
  await publish(page);
  const file = path.join(dir, 'content/docs/trade-tips-v2.mdx');
  await expect.poll(() => fs.readFile(file, 'utf8').catch(() => '')).toContain('Trade duplicates first.');
  // The file holds the doc's front matter only: nothing of how its name was made.
  expect(await readDoc(dir, 'trade-tips-v2.mdx')).toEqual({
    frontMatter: { title: 'Trade_tips ~ v2', description: 'Tips for trading, second edition.' },
    body: 'Trade duplicates first.\n',
  });

  await openCms(page, '/collections/docs/entries/trade-tips-v2');
  await page.getByLabel('Title', { exact: true }).fill('Trade tips, third edition');
  await publish(page);
  await expect
    .poll(() => whenWritten(() => readDoc(dir, 'trade-tips-v2.mdx')).then((doc) => doc?.frontMatter.title))
    .toBe('Trade tips, third edition');
  // One file for the doc, under the name it was given: the new title made no second one.
  expect((await fs.readdir(path.join(dir, 'content/docs'))).sort()).toEqual([
    'guides',
    'index.mdx',
    'trade-tips-v2.mdx',
    'trading.mdx',
    'wants.mdx',
  ]);
});

test('a valid edit of a body is published byte for byte, and what the CMS published builds', async ({ page }) => {
  test.setTimeout(240_000);
  const before = await readDoc(dir, 'wants.mdx');
  await openCms(page, '/collections/docs/entries/wants');
  const body = bodyEditor(page);
  await body.fill(
    (await body.inputValue()).replace(
      'The second paragraph is the one the editor rewrites.',
      'The second paragraph,\nrewritten in two lines.',
    ),
  );
  await publish(page);
  await expect
    .poll(() => whenWritten(() => readDoc(dir, 'wants.mdx')))
    .toEqual({
      frontMatter: before.frontMatter,
      body: before.body.replace(
        'The second paragraph is the one the editor rewrites.',
        'The second paragraph,\nrewritten in two lines.',
      ),
    });

  await buildForCms(dir, CMS_PORT);
  const trade = await fs.readFile(path.join(dir, 'public/trade-tips-v2/index.html'), 'utf8');
  expect(trade).toContain('Trade duplicates first.');
});
