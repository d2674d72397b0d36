import type { FrameLocator, Page } from '@playwright/test';
import { expect, storeColorMode, test } from '../fixtures';
import { bodyFrameOf, replaceBody, startCmsSite, type CmsSite } from './cmsSite';

// One build and one server for the file's tests.
test.describe.configure({ mode: 'serial' });

let site: CmsSite;
test.beforeAll(async () => {
  site = await startCmsSite();
});
test.afterAll(() => site?.close());

/** A doc with every kind of content the build styles or renders on its own. */
const BODY = `Track what you still need.

\`\`\`ts
const limit: number = 20;
\`\`\`

:::warning[Careful]
Twenty imports a day.
:::

| Format | Columns |
| --- | --- |
| CSV | 12 |

<Tabs groupId="export-format">
<TabItem value="csv" label="CSV" default>

Comma-separated values.

</TabItem>
<TabItem value="json" label="JSON">

One object per want.

</TabItem>
</Tabs>
`;

/** Logs in to the test backend and opens a new doc in the editor; returns the preview pane. */
async function newDoc(page: Page): Promise<FrameLocator> {
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.goto(`${site.url}#/collections/docs/new`);
  await page.getByLabel('Title').pressSequentially('Price alerts');
  await page.getByLabel('Description').fill('Hear when a want is offered.');
  return page.frameLocator('#preview-pane');
}

/**
 * Writes into the body's editor, after what it holds: all at once, or key by key (`type`), when
 * the preview sees every step on the way.
 */
async function typeBody(page: Page, text: string, { type = false } = {}): Promise<void> {
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.press('Control+End');
  await (type ? page.keyboard.type(text) : page.keyboard.insertText(text));
}

test('the preview renders a doc as the site does, with its styles', async ({ page }) => {
  const preview = await newDoc(page);
  const body = bodyFrameOf(preview);
  await typeBody(page, BODY);

  await expect(preview.getByRole('heading', { level: 1, name: 'Price alerts' })).toBeVisible();
  await expect(preview.getByText('Hear when a want is offered.')).toBeVisible();
  await expect(body.getByText('Track what you still need.')).toBeVisible();

  // Shiki's colours for both modes as the site's classes, light shown.
  const keyword = body.locator('pre.shiki span', { hasText: /^const$/ });
  await expect(keyword).toHaveClass('cs-c-cf222e cs-nc-ff7b72');
  await expect(keyword).toHaveCSS('color', 'rgb(207, 34, 46)');

  const admonition = body.getByRole('note');
  await expect(admonition).toHaveClass('admonition admonition-warning');
  await expect(admonition.locator('.admonition-title')).toHaveText('Warning: Careful');
  await expect(admonition).toContainText('Twenty imports a day.');
  // --color-warning-accent of tokens.css, through DocContent's styles.
  await expect(admonition).toHaveCSS('border-left-color', 'rgb(191, 135, 0)');

  await expect(body.getByRole('region', { name: 'Table: Format, Columns' }).getByRole('table')).toBeVisible();
  await expect(body.getByRole('cell', { name: '12' })).toHaveCSS('border-top-color', 'rgb(213, 220, 217)');

  // The default tab shows, as built; a click shows the other, as on the site.
  await expect(body.getByRole('tab', { name: 'CSV' })).toHaveAttribute('aria-selected', 'true');
  await expect(body.getByText('Comma-separated values.')).toBeVisible();
  await expect(body.getByText('One object per want.')).toBeHidden();
  await body.getByRole('tab', { name: 'JSON' }).click();
  await expect(body.getByText('One object per want.')).toBeVisible();
  await expect(body.getByText('Comma-separated values.')).toBeHidden();
  // The group's choice holds when the body renders again.
  await typeBody(page, '\nEdited.\n');
  await expect(body.getByText('Edited.')).toBeVisible();
  await expect(body.getByRole('tab', { name: 'JSON' })).toHaveAttribute('aria-selected', 'true');
  await expect(body.getByText('One object per want.')).toBeVisible();

  // The site's tokens and global styles.
  const html = preview.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(html).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(html).toHaveCSS('color', 'rgb(27, 31, 29)');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveCSS('font-size', '36px');
});

test("the preview shows the reader's colour mode and follows a change made on the site", async ({ page, context }) => {
  await storeColorMode(page, 'dark');
  const preview = await newDoc(page);
  const body = bodyFrameOf(preview);
  await typeBody(page, BODY);
  const html = preview.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(html).toHaveCSS('background-color', 'rgb(21, 25, 26)');
  const keyword = body.locator('pre.shiki span', { hasText: /^const$/ });
  await expect(keyword).toBeVisible();
  await expect(keyword).toHaveCSS('color', 'rgb(255, 123, 114)');

  // The site in another tab switches to light: the storage event reaches the admin page.
  const sitePage = await context.newPage();
  await sitePage.goto(site.sitePageUrl);
  await sitePage.evaluate(() => localStorage.setItem('theme', 'light'));
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(html).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  // The body's sandboxed frame follows too.
  await expect(body.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(keyword).toHaveCSS('color', 'rgb(207, 34, 46)');
});

test('a body that does not compile shows an error box with its line, and the last good render', async ({ page }) => {
  const preview = await newDoc(page);
  const body = bodyFrameOf(preview);
  await typeBody(page, 'All good so far.\n');
  await expect(body.getByText('All good so far.')).toBeVisible();

  // Typed key by key: the preview renders once typing pauses, never a half-typed tag on its way.
  await typeBody(page, '\n<Tabs>\n\nNever closed.\n', { type: true });
  const alert = preview.getByRole('alert');
  await expect(alert).toContainText('This doc does not compile; the preview shows its last version that did.');
  await expect(alert).toContainText('Line 3, column 1: `<Tabs>` (3:1-3:7) is never closed');
  // The site's red box (LoadError's style), held at the top of the pane.
  await expect(alert).toHaveCSS('border-left-width', '4px');
  await expect(alert).toHaveCSS('background-color', 'rgb(253, 236, 236)');
  await expect(alert).toHaveCSS('position', 'sticky');
  await expect(body.getByText('All good so far.')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1, name: 'Price alerts' })).toBeVisible();

  await replaceBody(page, 'Fixed.\n');
  await expect(body.getByText('Fixed.')).toBeVisible();
  await expect(alert).toBeHidden();
});
