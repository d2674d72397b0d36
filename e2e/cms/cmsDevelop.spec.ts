import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { removeFixture, stopServer } from '../buildFixture';
import { bodyEditor, logIn, makeFixture, openCms, publish, readDoc, startNpmRunCms, whenWritten } from './cmsFixture';

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

// Both tests start `npm run cms` on these ports: one at a time.
test.describe.configure({ mode: 'serial' });

test('npm run cms: a doc saved in the CMS shows in the page open in another tab, and a new doc is offered to the sidebar', async ({
  context,
}) => {
  test.setTimeout(420_000);
  const dir = await makeFixture();
  const output = { text: '' };
  const cms = startNpmRunCms(dir, output, { developPort: DEVELOP_PORT, cmsPort: CMS_PORT });
  const reader = await context.newPage();
  const editor = await context.newPage();
  try {
    await expect
      .poll(() => output.text.includes('You can now view'), {
        timeout: 240_000,
        message: 'npm run cms starts the site',
      })
      .toBe(true);
    // 127.0.0.1 as the kernel writes it: little-endian hex.
    expect(await listeningAddresses(CMS_PORT), 'decap-server listens on 127.0.0.1 only').toEqual(['0100007F']);
    await reader.goto(`${ORIGIN}/wants`);
    await expect(reader.getByText('The second paragraph is the one the editor rewrites.')).toBeVisible({
      timeout: 60_000,
    });

    await logIn(editor, ORIGIN);
    await openCms(editor, '/collections/docs/entries/wants');
    const body = bodyEditor(editor);
    await body.fill(
      (await body.inputValue()).replace(
        'The second paragraph is the one the editor rewrites.',
        'The second paragraph, saved while the site runs.',
      ),
    );
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
    await bodyEditor(editor).fill('Bring your duplicates.');
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
    expect(output.text, 'no build error while the site rendered the saved docs').not.toMatch(
      /ERROR #|failed createPages/,
    );
  } finally {
    // Leave the pages first: stopping the server under them would cut their hot-reload stream.
    for (const page of [reader, editor]) await page.close();
    await stopServer(cms);
    await removeFixture(dir);
  }
});

test('npm run cms: the CMS API writes in the content folder and nowhere else, package.json included', async () => {
  test.setTimeout(120_000);
  const dir = await makeFixture();
  const packageJson = await fs.readFile(path.join(dir, 'package.json'), 'utf8');
  // A link an editor might commit, from the content folder to the project around it.
  await fs.symlink(dir, path.join(dir, 'content/escape'));
  const output = { text: '' };
  const cms = startNpmRunCms(dir, output, { developPort: DEVELOP_PORT, cmsPort: CMS_PORT });
  /** decap-server's answer to an action of its API: the status and the error, if any. */
  const api = async (action: string, params: Record<string, unknown>) => {
    const response = await fetch(`http://127.0.0.1:${CMS_PORT}/api/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action, params: { branch: 'main', ...params } }),
    }).catch(() => undefined);
    const body = (await response?.json()) as { repo?: string; error?: string } | undefined;
    return { status: response?.status, repo: body?.repo, error: body?.error };
  };
  const taken = 'Written through the CMS API';
  const commit = { commitMessage: taken };
  const writes: Record<string, (filePath: string) => ReturnType<typeof api>> = {
    persistEntry: (filePath) =>
      api('persistEntry', {
        dataFiles: [{ slug: 'taken', path: filePath, raw: taken }],
        assets: [],
        options: { ...commit, useWorkflow: false, status: 'draft' },
      }),
    persistMedia: (filePath) =>
      api('persistMedia', {
        asset: { path: filePath, content: Buffer.from(taken).toString('base64'), encoding: 'base64' },
        options: commit,
      }),
    deleteFile: (filePath) => api('deleteFile', { path: filePath, options: commit }),
  };
  try {
    await expect.poll(async () => (await api('info', {})).status, { timeout: 60_000, message: output.text }).toBe(200);
    // Soft, as what follows: one run lists every way out. decap-server names the folder it is rooted at.
    expect.soft((await api('info', {})).repo, 'the content folder, not the project').toBe('content');

    // Each action, well formed, works inside the content folder: a refusal below is the path's.
    expect.soft(await writes.persistEntry('docs/written-by-the-api.mdx')).toMatchObject({ status: 200 });
    expect.soft(await writes.persistMedia('media/written-by-the-api.txt')).toMatchObject({ status: 200 });
    expect.soft(await writes.deleteFile('media/written-by-the-api.txt')).toMatchObject({ status: 200 });
    expect
      .soft(await fs.readFile(path.join(dir, 'content/docs/written-by-the-api.mdx'), 'utf8').catch(String))
      .toBe(taken);

    for (const filePath of [
      path.join(dir, 'package.json'),
      '../package.json',
      'docs/../../package.json',
      'escape/package.json',
      path.join(dir, 'static/taken.txt'),
      '../static/taken.txt',
    ]) {
      for (const [action, write] of Object.entries(writes)) {
        const { status } = await write(filePath);
        expect.soft({ action, filePath, refused: status !== undefined && status >= 400 }).toEqual({
          action,
          filePath,
          refused: true,
        });
      }
    }
    const projectPackage = () => fs.readFile(path.join(dir, 'package.json'), 'utf8').catch(() => '(deleted)');
    expect(await projectPackage(), "the project's package.json").toBe(packageJson);
    await expect(fs.access(path.join(dir, 'static/taken.txt'))).rejects.toThrow();
    // A path the project's root would hold names a file in the content folder.
    expect(await writes.persistEntry('package.json')).toMatchObject({ status: 200 });
    expect(await projectPackage(), "the project's package.json").toBe(packageJson);
  } finally {
    await stopServer(cms);
    await removeFixture(dir);
  }
});
