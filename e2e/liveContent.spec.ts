import fs from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { buildFixture, removeFixture, serveFixture, stopServer } from './buildFixture';
import { NOT_FOUND_STATUS, axeViolations, expect, storeColorMode, test } from './fixtures';
import { PROJECT_ROOT } from './testProject';

/** Port of the build of the live content; PORT + 11 is nginx's. */
const LIVE_PORT = Number(process.env.E2E_PORT ?? 9100) + 12;
const LIVE_CONTENT = path.join(PROJECT_ROOT, 'content');

/** Every doc file of the live content that a production build publishes: all but the drafts. */
async function publishedDocFiles(): Promise<string[]> {
  const files = await fs.readdir(path.join(LIVE_CONTENT, 'docs'), { recursive: true });
  const docs = files.filter((file) => /\.mdx?$/.test(file));
  const drafts = await Promise.all(
    docs.map(async (file) => matter(await fs.readFile(path.join(LIVE_CONTENT, 'docs', file), 'utf8')).data.draft),
  );
  return docs.filter((_, index) => drafts[index] !== true);
}

// Every other browser test runs on the tests' own content (e2e/testContent); this one takes the
// docs editors write, whatever they say, and holds them to what every page must be: built, reachable
// from the sitemap, titled by its heading, free of console errors and of axe violations in both modes.
test.describe('the live content', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(600_000);

  let dir: string;
  let server: Awaited<ReturnType<typeof serveFixture>>;
  let routes: string[];

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    const build = await buildFixture(async (project) => {
      await fs.rm(path.join(project, 'content'), { recursive: true });
      await fs.cp(LIVE_CONTENT, path.join(project, 'content'), { recursive: true });
    });
    dir = build.dir;
    expect(build.code, build.output).toBe(0);
    server = await serveFixture(dir, LIVE_PORT);
    const sitemap = await fs.readFile(path.join(dir, 'public/sitemap-0.xml'), 'utf8');
    routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  });

  test.afterAll(async () => {
    if (server) await stopServer(server);
    if (dir) await removeFixture(dir);
  });

  test('builds a page for every published doc, each in the sitemap', async () => {
    expect(routes).toHaveLength((await publishedDocFiles()).length);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`every page is titled by its heading and axe finds no violation (${mode})`, async ({
      page,
      consoleErrors,
    }) => {
      consoleErrors.allow(NOT_FOUND_STATUS);
      await storeColorMode(page, mode);
      for (const route of routes) {
        const response = await page.goto(`http://127.0.0.1:${LIVE_PORT}${route}`);
        await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender').length > 0);
        expect(response?.status(), route).toBe(200);
        const heading = page.locator('main h1');
        await expect(heading, route).toHaveCount(1);
        await expect(page, route).toHaveTitle(`${(await heading.innerText()).trim()} | Trove`);
        expect(await axeViolations(page), route).toEqual([]);
      }
      // The not-found page lists the live sidebar's top pages.
      await page.goto(`http://127.0.0.1:${LIVE_PORT}/no-such-page`);
      await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender').length > 0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
