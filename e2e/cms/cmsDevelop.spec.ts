import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { removeFixture, stopServer } from '../buildFixture';
import { logIn, makeFixture, openCms, publish, readDoc, whenWritten } from './cmsFixture';

/**
 * The local addresses listening on TCP `port`, from the kernel's socket tables: decap-server writes
 * files for anyone who reaches it, so it must listen on the loopback address only.
 */
async function listeningAddresses(port: number): Promise<string[]> {
  const LISTEN = '0A';
  const addresses: string[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = await fs.readFile(table, 'utf8').catch(() => '');
    for (const line of text.trim().split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      const [address, hexPort] = local.split(':');
      if (state === LISTEN && parseInt(hexPort, 16) === port) addresses.push(address);
    }
  }
  return addresses;
}

/** `gatsby develop`'s port and decap-server's, as `npm run cms` starts them over the project copy. */
const DEVELOP_PORT = Number(process.env.E2E_PORT ?? 9100) + 9;
const CMS_PORT = Number(process.env.E2E_PORT ?? 9100) + 10;
const ORIGIN = `http://127.0.0.1:${DEVELOP_PORT}`;

test('npm run cms: a doc saved in the CMS shows in the page open in another tab, and a new doc is offered to the sidebar', async ({
  context,
}) => {
  test.setTimeout(420_000);
  const dir = await makeFixture();
  let output = '';
  const cms = spawn('npm', ['run', 'cms', '--', '-H', '127.0.0.1', '-p', String(DEVELOP_PORT)], {
    cwd: dir,
    env: { ...process.env, CMS_LOCAL_PORT: String(CMS_PORT) },
    detached: true,
  });
  for (const stream of [cms.stdout, cms.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk));
  const reader = await context.newPage();
  const editor = await context.newPage();
  try {
    await expect
      .poll(() => output.includes('You can now view'), { timeout: 240_000, message: 'npm run cms starts the site' })
      .toBe(true);
    // 127.0.0.1 as the kernel writes it: little-endian hex.
    expect(await listeningAddresses(CMS_PORT), 'decap-server listens on 127.0.0.1 only').toEqual(['0100007F']);
    await reader.goto(`${ORIGIN}/wants`);
    await expect(reader.getByText('The second paragraph is the one the editor rewrites.')).toBeVisible({
      timeout: 60_000,
    });

    await logIn(editor, ORIGIN);
    await openCms(editor, '/collections/docs/entries/wants');
    await editor
      .locator('[data-slate-editor]')
      .getByText('The second paragraph is the one the editor rewrites.')
      .click({ clickCount: 3 });
    await editor.keyboard.type('The second paragraph, saved while the site runs.');
    await publish(editor);
    await expect
      .poll(() => whenWritten(() => readDoc(dir, 'wants.mdx')).then((doc) => doc?.body))
      .toContain('The second paragraph, saved while the site runs.');
    // The reader's tab shows the change as gatsby develop renders it again: no reload.
    await expect(reader.getByText('The second paragraph, saved while the site runs.')).toBeVisible({
      timeout: 60_000,
    });

    // A doc created in the CMS becomes a choice of the sidebar's doc picker without a restart.
    await openCms(editor, '/collections/docs/new');
    await editor.getByLabel('Title', { exact: true }).fill('Swap meets');
    await editor.getByLabel('Description', { exact: true }).fill('Where collectors meet to swap.');
    await editor.locator('[data-slate-editor]').fill('Bring your duplicates.');
    await publish(editor);
    await expect
      .poll(() => fs.readFile(path.join(dir, 'content/docs/swap-meets.mdx'), 'utf8').catch(() => ''))
      .toContain('Bring your duplicates.');
    await expect
      .poll(() => fetch(`${ORIGIN}/admin/config.yml`).then((response) => response.text()), { timeout: 60_000 })
      .toContain('Swap meets (swap-meets)');
    await reader.goto(`${ORIGIN}/swap-meets`);
    // A page new to gatsby develop says "Preparing requested page" until its query has run, which
    // took over 5 s in one CI run while the other test projects built their sites.
    await expect(reader.getByRole('heading', { level: 1, name: 'Swap meets' })).toBeVisible({ timeout: 60_000 });
    expect(output, 'no build error while the site rendered the saved docs').not.toMatch(/ERROR #|failed createPages/);
  } finally {
    // Leave the pages first: stopping the server under them would cut their hot-reload stream.
    for (const page of [reader, editor]) await page.close();
    await stopServer(cms);
    await removeFixture(dir);
  }
});
