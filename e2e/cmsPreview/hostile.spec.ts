import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { watchViolations } from '../hosting/cspViolations';
import { HOSTILE_DOCS, INERT_DOCS } from '../../src/lib/content/hostileDocs.testHelper';
import { bodyFrameOf, replaceBody, startCmsSite, type CmsSite } from './cmsSite';

// One build and one server; each test walks the corpus in one editor, one body after another.
test.describe.configure({ mode: 'serial' });

let site: CmsSite;
test.beforeAll(async () => {
  site = await startCmsSite();
});
test.afterAll(() => site?.close());

/**
 * Opens a new doc with the CMS's own Content Security Policy in force, and fails the test if
 * anything a body holds runs: a dialog, a request leaving the origin, or a write to the window.
 */
async function openEditor(page: Page) {
  const violations = await watchViolations(page);
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (!request.url().startsWith(site.url) && !/^(data|blob|about):/.test(request.url()))
      ran.push(`request: ${request.url()}`);
  });
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.goto(`${site.url}#/collections/docs/new`);
  await page.getByLabel('Title').fill('Hostile');
  const preview = page.frameLocator('#preview-pane');
  return { preview, body: bodyFrameOf(preview), violations, ran };
}

test("the preview refuses every hostile doc with the build's message, and nothing of it runs", async ({ page }) => {
  test.setTimeout(180_000);
  const { preview, body, violations, ran } = await openEditor(page);
  for (const doc of HOSTILE_DOCS) {
    // A marker between bodies: the next alert is this body's, not the last one's.
    await replaceBody(page, `Marker ${doc.name}.`);
    await expect(body.getByText(`Marker ${doc.name}.`)).toBeVisible();
    await replaceBody(page, doc.body);
    await expect(preview.getByRole('alert'), doc.name).toContainText(doc.refusal);
  }
  expect(ran).toEqual([]);
  expect(await violations()).toEqual([]);
});

test('what only looks like code shows as text in the preview', async ({ page }) => {
  const { preview, body, violations, ran } = await openEditor(page);
  for (const doc of INERT_DOCS) {
    await replaceBody(page, doc.body);
    await expect(body.locator('article'), doc.name).toContainText(doc.shows);
    await expect(preview.getByRole('alert')).toBeHidden();
  }
  expect(ran).toEqual([]);
  expect(await violations()).toEqual([]);
});

test("Decap CMS cannot start without 'unsafe-eval', which is why the body is shown in a sandbox", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/'unsafe-eval' is not an allowed source of script|^Error compiling schema, function code/);
  const violations = await watchViolations(page);
  await page.goto(site.noEvalUrl);
  // Ajv, which validates the CMS's config, compiles its checks with new Function.
  await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src eval /));
  await expect(page.getByRole('button', { name: 'Login' })).toBeHidden();
  await page.goto(site.url);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('a script put into the body frame by hand does not run: the frame is sandboxed', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/Blocked script execution in 'about:blank' because the document's frame is sandboxed/);
  const { body, ran } = await openEditor(page);
  await replaceBody(page, 'Shown in the sandbox.');
  await expect(body.getByText('Shown in the sandbox.')).toBeVisible();
  // What a way past the content profile would put there: an inline handler and a script.
  await body.locator('article').evaluate((article) => {
    // An empty data: URL is no image: its error event fires, which a handler allowed to run would see.
    article.insertAdjacentHTML('beforeend', '<img src="data:," onerror="alert(\'handler ran\')">');
    const script = article.ownerDocument.createElement('script');
    script.textContent = "alert('script ran')";
    article.append(script);
  });
  // The script ran or not when appended; once the image is complete its error event has been dispatched.
  await expect
    .poll(() =>
      body
        .locator('article img')
        .last()
        .evaluate((image: HTMLImageElement) => image.complete),
    )
    .toBe(true);
  expect(ran).toEqual([]);
});
