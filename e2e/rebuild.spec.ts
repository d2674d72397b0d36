import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildFixture, edit, gatsbyBuild, removeFixture, serveFixture, stopServer } from './buildFixture';
import { watchViolations } from './hosting/cspViolations';

/** Port of the rebuilt fixture; PORT + 13 is the error overlay's develop server. */
const REBUILD_PORT = Number(process.env.E2E_PORT ?? 9100) + 14;
/** Port of the fixture rebuilt after a stylesheet edit: the tests run in parallel, each serving its own build. */
const STYLESHEET_PORT = REBUILD_PORT + 1;

const compilationHashOf = async (dir: string) =>
  /window\.___webpackCompilationHash="([^"]*)"/.exec(
    await fs.readFile(path.join(dir, 'public/index.html'), 'utf8'),
  )?.[1];

test.describe('a rebuild after an edit, with the last build kept', () => {
  test.describe.configure({ timeout: 240_000 });

  test('re-reads the changed page and keeps the unchanged pages allowed by the Content Security Policy', async ({
    page,
  }) => {
    const { dir, code } = await buildFixture(async () => undefined);
    try {
      expect(code).toBe(0);
      const coldHash = await compilationHashOf(dir);
      const homeWritten = (await fs.stat(path.join(dir, 'public/index.html'))).mtimeMs;
      const wants = path.join(dir, 'content/docs/wants.mdx');

      await edit(wants, (text) => text.replace('## Price ceilings', 'A new paragraph.\n\n## Price ceilings'));
      expect((await gatsbyBuild(dir)).code).toBe(0);
      // A doc changes no browser code: the compilation hash stays, and the other pages are not rewritten.
      expect(await compilationHashOf(dir)).toBe(coldHash);
      expect((await fs.stat(path.join(dir, 'public/index.html'))).mtimeMs).toBe(homeWritten);
      const server = await serveFixture(dir, REBUILD_PORT);
      try {
        const violations = await watchViolations(page);
        for (const route of ['/', '/resources', '/wants']) {
          await page.goto(`http://127.0.0.1:${REBUILD_PORT}${route}`);
          await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender').length > 0);
        }
        await expect(page.getByText('A new paragraph.')).toBeVisible();
        expect(await violations()).toEqual([]);
      } finally {
        await stopServer(server);
      }

      await edit(wants, (text) => text.replace('A new paragraph.', 'See the [old guide](/guides/want-lists).'));
      const broken = await gatsbyBuild(dir);
      expect(broken.output).toContain(
        'Broken links (no page or file at the target): - On /wants: - /guides/want-lists',
      );
      expect(broken.code).not.toBe(0);
    } finally {
      await removeFixture(dir);
    }
  });

  test('brings an edited stylesheet into every page, allowed by the Content Security Policy', async ({ page }) => {
    const { dir, code } = await buildFixture(async () => undefined);
    try {
      expect(code).toBe(0);
      const coldHash = await compilationHashOf(dir);
      // Only the stylesheet changes: no doc, no component, nothing the HTML renderer is built from.
      await edit(path.join(dir, 'src/components/Footer/styles.css'), (text) =>
        text.replace('.footer {\n', '.footer {\n  outline-color: rgb(1, 2, 3);\n'),
      );
      expect((await gatsbyBuild(dir)).code).toBe(0);
      // The case the page reader's cache must handle: a new compilation hash in every page.
      expect(await compilationHashOf(dir)).not.toBe(coldHash);
      const server = await serveFixture(dir, STYLESHEET_PORT);
      try {
        const violations = await watchViolations(page);
        for (const route of ['/', '/resources', '/wants']) {
          await page.goto(`http://127.0.0.1:${STYLESHEET_PORT}${route}`);
          // The stylesheet every page links, as the reader's browser applies it.
          expect(await page.locator('footer').evaluate((footer) => getComputedStyle(footer).outlineColor), route).toBe(
            'rgb(1, 2, 3)',
          );
        }
        expect(await violations()).toEqual([]);
      } finally {
        await stopServer(server);
      }
    } finally {
      await removeFixture(dir);
    }
  });
});
