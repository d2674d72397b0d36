import fs from 'node:fs/promises';
import path from 'node:path';
import { pngOfSize } from '../../src/lib/media/png.testHelper';
import { edit, removeFixture, stopServer, writeNavigation } from '../buildFixture';
import { copyTestProject } from '../testProject';
import { startDevelop } from './developServer';
import { developNavigation } from './navigation';
import { expect, test } from '../fixtures';

/** Port of `gatsby develop` on the project copy; PORT + 5 is the docs tree's. */
const DEVELOP_PORT = Number(process.env.E2E_PORT ?? 9100) + 6;

/**
 * A doc long enough, with code to highlight, that rendering it again after an edit takes a while:
 * Gatsby runs createPages again while it renders, the case a quick render would hide.
 */
const FIXTURE_DOC = `---
title: Trade shelf
description: A doc this test writes and edits while gatsby develop runs.
tags: [trading]
---

The shelf lists the :term[haves] you would trade.

## Offers

Offers arrive by message.

${Array.from(
  { length: 60 },
  (_, index) =>
    `### Shelf ${index + 1}\n\nCoins and stamps on shelf ${index + 1}, **for trade**.\n\n\`\`\`ts\nconst shelf${index} = { id: ${index}, items: ['coin', 'stamp'] };\n\`\`\``,
).join('\n\n')}
`;

test('under gatsby develop, a saved doc shows in the open page without a reload, and so do a second save, a saved tags file, a saved glossary and a picture added to media/ or replaced', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const dir = await copyTestProject();
  await writeNavigation(dir, developNavigation);
  const doc = path.join(dir, 'content/docs/trade-shelf.mdx');
  await fs.writeFile(doc, FIXTURE_DOC);
  const tagsFile = path.join(dir, 'content/tags.yml');
  await fs.writeFile(tagsFile, 'trading:\n  label: Trading\n');
  const glossary = path.join(dir, 'content/glossary.yml');
  const { server, output } = await startDevelop(dir, DEVELOP_PORT);
  try {
    // The start spends nothing on what the first page does not need (docs/benchmarks.md): the page
    // shell's renderer is compiled without the pages, and the CMS app waits for /admin/.
    const shellRenderer = await fs.readFile(path.join(dir, '.cache/page-ssr/routes/render-page.js'), 'utf8');
    expect(shellRenderer.includes('DocPage'), "develop's page shell renderer holds no page template").toBe(false);
    await expect(fs.access(path.join(dir, 'public/admin/preview.js')), 'no CMS app before /admin/').rejects.toThrow();

    await page.goto(`http://127.0.0.1:${DEVELOP_PORT}/trade-shelf`);
    await expect(page.getByRole('heading', { level: 1, name: 'Trade shelf' })).toBeVisible({ timeout: 60_000 });
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Trade shelf' })).toHaveAttribute('aria-current', 'page');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    // Code in languages no doc used yet: the render also waits for their grammars.
    await edit(doc, (text) =>
      text.replace(
        'Offers arrive by message.',
        'Offers arrive by message or by mail.\n\n```toml\n[offer]\ncoin = "1909 VDB"\n```\n\n```haskell\nmain = putStrLn "offer"\n```',
      ),
    );
    await expect(page.getByText('Offers arrive by message or by mail.')).toBeVisible({ timeout: 60_000 });
    await edit(doc, (text) => text.replace('## Offers', '## Offers and counter-offers'));
    await expect(page.getByRole('heading', { level: 2, name: 'Offers and counter-offers' })).toBeVisible({
      timeout: 60_000,
    });

    // The tags file is no doc: createPages reads it, and runs again when it is saved.
    const tags = page.getByRole('list', { name: 'Tags' });
    await expect(tags.getByRole('link')).toHaveText(['Trading']);
    await edit(tagsFile, (text) => text.replace('label: Trading', 'label: Swaps and trades'));
    await expect(tags.getByRole('link')).toHaveText(['Swaps and trades'], { timeout: 60_000 });

    // The glossary is no doc either: a saved definition renders again the docs that use the term.
    const term = page.getByRole('main').getByRole('button', { name: 'haves' });
    await expect(term).toHaveAccessibleDescription(/^An item you own, /);
    await edit(glossary, (text) => text.replace('An item you own, ', 'An item of your collection, '));
    await expect(term).toHaveAccessibleDescription(/^An item of your collection, /, { timeout: 60_000 });

    // A picture added to media/ is served, and a doc showing it takes its size; replaced by one of
    // another size, the open page shows the new size though the doc was not saved again.
    const picture = path.join(dir, 'content/media/shelf-photo.png');
    await fs.mkdir(path.dirname(picture), { recursive: true });
    await fs.writeFile(picture, pngOfSize(64, 36));
    await edit(doc, (text) =>
      text.replace('The shelf lists', '![Shelf photo](/media/shelf-photo.png)\n\nThe shelf lists'),
    );
    const photo = page.getByRole('img', { name: 'Shelf photo' });
    await expect(photo).toHaveAttribute('width', '64', { timeout: 60_000 });
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 30_000 })
      .toBe(64);
    await fs.writeFile(picture, pngOfSize(128, 72));
    await expect(photo).toHaveAttribute('width', '128', { timeout: 60_000 });

    await expect(sidebar.getByRole('link', { name: 'Trade shelf' })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(output(), 'no build error while the doc rendered again').not.toMatch(/ERROR #|failed createPages/);

    const admin = await fetch(`http://127.0.0.1:${DEVELOP_PORT}/admin/`);
    expect(admin.status, 'the CMS page, its app written on this first request').toBe(200);
    expect(await admin.text()).toContain('decap-cms.js');
    await fs.access(path.join(dir, 'public/admin/preview.js'));
  } finally {
    // Leave the page first: stopping the server under it would cut its hot-reload stream, a console error.
    await page.goto('about:blank');
    await stopServer(server);
    await removeFixture(dir);
  }
});
