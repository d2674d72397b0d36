import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buildAndDiscard, removeFixture, stopServer } from '../buildFixture';
import { recordOverlayMessages } from '../develop/overlayMessages';
import { logIn, makeFixture, openCms, startNpmRunCms } from './cmsFixture';

/** `gatsby develop`'s port and decap-server's under `npm run cms`; PORT + 17 and + 18 are navigationSource.spec.ts's. */
const DEVELOP_PORT = Number(process.env.E2E_PORT ?? 9100) + 27;
const CMS_PORT = Number(process.env.E2E_PORT ?? 9100) + 28;
const ORIGIN = `http://127.0.0.1:${DEVELOP_PORT}`;

/**
 * A doc whose second `<Tabs>` (file line 13, body line 9) is left open inside a tab: MDX's parser
 * meets the tab's `</TabItem>` (line 15) first and reports that.
 */
const BROKEN_TABS = [
  '---',
  'title: Broken tabs',
  'description: A doc whose second tab group is never closed.',
  '---',
  '',
  'Pick a format.',
  '',
  '<Tabs>',
  '<TabItem value="text" label="Text">',
  '',
  'Plain text.',
  '',
  '<Tabs>',
  '',
  '</TabItem>',
  '</Tabs>',
  '',
].join('\n');
const BROKEN_TABS_MESSAGE =
  'Could not build content/docs/broken-tabs.mdx:13:1 (line 9 of the body): `<Tabs>` (13:1-13:7) is never closed: ' +
  'add `</Tabs>` before `</TabItem>` (15:1), which closes the element around it';

/** A doc of the generated guides sidebar whose `<details>` is never closed, and the same doc fixed. */
const stockTake = (details: string) =>
  `---\ntitle: Stock take\ndescription: Count what you hold once a year.\n---\n\n${details}\n`;
const STOCK_TAKE_BROKEN = stockTake('<details>\n<summary>Why</summary>\n\nTo know what you hold.');
const STOCK_TAKE_FIXED = stockTake('<details>\n<summary>Why</summary>\n\nTo know what you hold.\n\n</details>');

test.describe.configure({ mode: 'serial' });

test('the build names the component left open, with its line in the file and in the body', async () => {
  test.setTimeout(300_000);
  const { code, output } = await buildAndDiscard((dir) =>
    fs.writeFile(path.join(dir, 'content/docs/broken-tabs.mdx'), BROKEN_TABS),
  );
  expect(code).not.toBe(0);
  expect(output).toContain(BROKEN_TABS_MESSAGE);
});

test('npm run cms: deleting, renaming or fixing a broken doc clears its error overlay and updates the sidebar without a restart', async ({
  context,
}) => {
  test.setTimeout(600_000);
  const dir = await makeFixture();
  const docs = path.join(dir, 'content/docs');
  const output = { text: '' };
  const cms = startNpmRunCms(dir, output, { developPort: DEVELOP_PORT, cmsPort: CMS_PORT });
  const reader = await context.newPage();
  const editor = await context.newPage();
  const overlay = reader.getByRole('alertdialog');
  const overlayMessages = recordOverlayMessages(reader);
  const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
  try {
    await expect
      .poll(() => output.text.includes('You can now view'), {
        timeout: 240_000,
        message: 'npm run cms starts the site',
      })
      .toBe(true);
    await reader.goto(`${ORIGIN}/wants`);
    await expect(reader.getByText('The first paragraph stays as it is.')).toBeVisible({ timeout: 60_000 });

    // An editor saves a doc that does not compile: the overlay names it (its message: the test above).
    await fs.writeFile(path.join(docs, 'broken-tabs.mdx'), BROKEN_TABS);
    await expect(overlay).toContainText('content/docs/broken-tabs.mdx:', { timeout: 60_000 });

    // "Delete entry" in the CMS removes the file; the overlay goes, on this page and the next.
    await logIn(editor, ORIGIN);
    await openCms(editor, '/collections/docs/entries/broken-tabs');
    editor.once('dialog', (dialog) => void dialog.accept());
    await editor.getByRole('button', { name: 'Delete entry' }).click();
    await expect
      .poll(() =>
        fs.access(path.join(docs, 'broken-tabs.mdx')).then(
          () => 'there',
          () => 'deleted',
        ),
      )
      .toBe('deleted');
    await expect(overlay).toBeHidden({ timeout: 60_000 });
    await reader.goto(`${ORIGIN}/wants`);
    await expect(reader.getByText('The first paragraph stays as it is.')).toBeVisible({ timeout: 60_000 });
    await expect(overlay).toBeHidden();

    // A broken doc renamed is named by its new name alone; fixed, it joins the generated sidebar.
    await fs.writeFile(path.join(docs, 'guides/stock-take.mdx'), STOCK_TAKE_BROKEN);
    await expect(overlay).toContainText('content/docs/guides/stock-take.mdx', { timeout: 60_000 });
    await fs.rename(path.join(docs, 'guides/stock-take.mdx'), path.join(docs, 'guides/stocktake.mdx'));
    await expect(overlay).toContainText('content/docs/guides/stocktake.mdx', { timeout: 60_000 });
    await expect(overlay).not.toContainText('content/docs/guides/stock-take.mdx', { timeout: 60_000 });
    await fs.writeFile(path.join(docs, 'guides/stocktake.mdx'), STOCK_TAKE_FIXED);
    await expect(overlay).toBeHidden({ timeout: 60_000 });
    // In the guides category, which may be collapsed: in the page, if not shown.
    const stockTakeLink = sidebar(reader).locator('a[href="/guides/stocktake"]');
    await expect(stockTakeLink).toHaveCount(1, { timeout: 60_000 });

    // A doc deleted in the CMS leaves the generated sidebar.
    await openCms(editor, '/collections/docs-guides/entries/alerts');
    editor.once('dialog', (dialog) => void dialog.accept());
    await editor.getByRole('button', { name: 'Delete entry' }).click();
    await expect(sidebar(reader).locator('a[href="/guides/alerts"]')).toHaveCount(0, { timeout: 60_000 });
    await expect(stockTakeLink).toHaveCount(1);
    expect(cms.exitCode, 'npm run cms keeps running').toBeNull();
  } catch (error) {
    const overlayText = await overlay.textContent({ timeout: 1_000 }).catch(() => 'none');
    throw new Error(
      `${(error as Error).message}\n\nThe overlay: ${overlayText}\n\n` +
        `The overlay messages the page received:\n${overlayMessages()}\n\n` +
        `The end of what npm run cms printed:\n${output.text.slice(-4000)}`,
      { cause: error },
    );
  } finally {
    // Leave the pages first: stopping the server under them would cut their hot-reload stream.
    for (const page of [reader, editor]) await page.close();
    await stopServer(cms);
    await removeFixture(dir);
  }
});
