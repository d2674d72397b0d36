import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { headersForPath, parseHeadersFile } from '../src/lib/hosting/headersFile';
import { metaPolicy } from '../src/lib/hosting/policy';
import { buildFixture, edit, gatsbyBuild, removeFixture, serveFixture, stopServer } from './buildFixture';
import { watchViolations } from './hosting/cspViolations';

/** Port of the rebuilt fixture; PORT + 13 is the error overlay's develop server. */
const REBUILD_PORT = Number(process.env.E2E_PORT ?? 9100) + 14;
/** Port of the fixture rebuilt after a stylesheet edit: the tests run in parallel, each serving its own build. */
const STYLESHEET_PORT = REBUILD_PORT + 1;
/** Port of the fixture rebuilt after an edit of browser code; PORT + 16 is the host without headers. */
const REBUILT_SCRIPTS_PORT = REBUILD_PORT + 3;

const compilationHashOf = async (dir: string) =>
  /window\.___webpackCompilationHash="([^"]*)"/.exec(
    await fs.readFile(path.join(dir, 'public/index.html'), 'utf8'),
  )?.[1];

/** Whether any file of the built search index names `text`. */
async function searchIndexHas(dir: string, text: string): Promise<boolean> {
  const folder = path.join(dir, 'public/search');
  const files = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(
    files.filter((file) => file.isFile()).map((file) => fs.readFile(path.join(file.parentPath, file.name), 'utf8')),
  );
  return texts.some((content) => content.includes(text));
}

/** The built pages of the fixture, as files. */
const PAGE_FILES = ['index.html', 'resources/index.html', 'wants/index.html', '404.html'];

/**
 * The policy the build's headers carry, as a meta element carries it, and the policy element each
 * page holds: for hosts that send no headers, every page must hold the final policy of its build.
 */
async function policiesOf(dir: string): Promise<{ final: string; pages: Array<string | undefined> }> {
  const headers = parseHeadersFile(await fs.readFile(path.join(dir, 'public/_headers'), 'utf8'));
  const pages = await Promise.all(
    PAGE_FILES.map(
      async (file) =>
        /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(
          await fs.readFile(path.join(dir, 'public', file), 'utf8'),
        )?.[1],
    ),
  );
  return { final: metaPolicy(headersForPath(headers, '/')['Content-Security-Policy']), pages };
}

test.describe('a rebuild after an edit, with the last build kept', () => {
  test.describe.configure({ timeout: 360_000 });

  test('re-reads the changed page and keeps the unchanged pages allowed by the Content Security Policy', async ({
    page,
  }) => {
    const extraDoc = (dir: string) => path.join(dir, 'content/docs/guides/extra.mdx');
    const { dir, code, output } = await buildFixture(async (dir) => {
      await fs.mkdir(path.dirname(extraDoc(dir)));
      await fs.writeFile(
        extraDoc(dir),
        '---\ntitle: Extra guide\ndescription: A doc no sidebar lists.\n---\n\nExtra.\n',
      );
    });
    try {
      expect(code).toBe(0);
      expect(await fs.readFile(path.join(dir, 'public/guides/extra/index.html'), 'utf8')).toContain('Extra guide');
      expect(await searchIndexHas(dir, '/guides/extra')).toBe(true);
      // Were the render of pages to read a file itself, Gatsby would render every page on every later build.
      expect(output).not.toContain('Unsafe builtin method was used');
      const coldHash = await compilationHashOf(dir);
      const homeWritten = (await fs.stat(path.join(dir, 'public/index.html'))).mtimeMs;
      const wants = path.join(dir, 'content/docs/wants.mdx');

      await edit(wants, (text) => text.replace('## Price ceilings', 'A new paragraph.\n\n## Price ceilings'));
      const rebuilt = await gatsbyBuild(dir);
      expect(rebuilt.code).toBe(0);
      // Only the edited doc's page is made again: the others keep the context of the last build.
      expect(rebuilt.output).toContain('Doc pages: 1 made, 3 unchanged since the last build');
      // A doc changes no browser code: the compilation hash stays, and the other pages are not rewritten.
      expect(await compilationHashOf(dir)).toBe(coldHash);
      expect((await fs.stat(path.join(dir, 'public/index.html'))).mtimeMs).toBe(homeWritten);
      const { final, pages } = await policiesOf(dir);
      expect(pages).toEqual(PAGE_FILES.map(() => final));
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

      // A definition edited in the glossary renders again the docs that use the term, and only them:
      // the introduction uses "wants", the wants doc does not.
      await edit(path.join(dir, 'content/glossary.yml'), (text) =>
        text.replace('An item you are looking for,', 'An item you are still looking for,'),
      );
      const termEdited = await gatsbyBuild(dir);
      expect(termEdited.code).toBe(0);
      expect(termEdited.output).toContain('Doc pages: 1 made, 3 unchanged since the last build');
      expect(await fs.readFile(path.join(dir, 'public/index.html'), 'utf8')).toContain(
        'An item you are still looking for,',
      );

      // A page whose doc did not change keeps its context only while what every page is made of does not:
      // a navbar label edited reaches every page. A doc deleted meanwhile leaves no page, link or search entry.
      await edit(path.join(dir, 'content/navigation/navbar.yml'), (text) =>
        text.replace('label: Docs', 'label: Guides'),
      );
      await fs.rm(extraDoc(dir));
      expect((await gatsbyBuild(dir)).code).toBe(0);
      await expect(fs.access(path.join(dir, 'public/guides/extra/index.html'))).rejects.toThrow();
      for (const file of ['sitemap-0.xml', 'llms-full.txt'])
        expect(await fs.readFile(path.join(dir, 'public', file), 'utf8')).not.toContain('guides/extra');
      expect(await searchIndexHas(dir, '/guides/extra')).toBe(false);
      for (const file of ['index.html', 'resources/index.html']) {
        expect(await fs.readFile(path.join(dir, 'public', file), 'utf8')).toMatch(
          /class="navbar__link[^"]*"[^>]*>Guides</,
        );
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

  test('after an edit of browser code alone, every page Gatsby stitched again holds the new policy', async ({
    page,
  }) => {
    const { dir, code } = await buildFixture(async () => undefined);
    try {
      expect(code).toBe(0);
      const coldPolicy = (await policiesOf(dir)).final;
      // Code of the browser's bundle only: the HTML renderer and the pages' data stay as they were
      // (gatsby-browser.tsx itself counts as a plugin of the site: an edit there empties Gatsby's cache).
      await edit(path.join(dir, 'src/chrome/BaseUrlBanner/appStarted.ts'), (text) =>
        text.replace('] = true;\n', "] = true;\n  document.documentElement.setAttribute('data-rebuilt', '');\n"),
      );
      const rebuild = await gatsbyBuild(dir);
      expect(rebuild.code).toBe(0);
      // Gatsby renders no page again: it stitches its new scripts slice into the pages it has.
      expect(rebuild.output).toContain('There are no new or changed html files to build.');
      const { final, pages } = await policiesOf(dir);
      expect(final).not.toBe(coldPolicy);
      expect(pages).toEqual(PAGE_FILES.map(() => final));
      const server = await serveFixture(dir, REBUILT_SCRIPTS_PORT);
      try {
        const violations = await watchViolations(page);
        for (const route of ['/', '/resources', '/wants']) {
          await page.goto(`http://127.0.0.1:${REBUILT_SCRIPTS_PORT}${route}`);
          await expect(page.locator('html')).toHaveAttribute('data-rebuilt', '');
        }
        expect(await violations()).toEqual([]);
      } finally {
        await stopServer(server);
      }
    } finally {
      await removeFixture(dir);
    }
  });

  test('brings an edited stylesheet into every page, allowed by the Content Security Policy', async ({ page }) => {
    const { dir, code, output } = await buildFixture(async () => undefined);
    try {
      expect(code).toBe(0);
      // Were the render of pages to read a file itself, Gatsby would render every page on every later build.
      expect(output).not.toContain('Unsafe builtin method was used');
      const coldHash = await compilationHashOf(dir);
      const coldPolicy = (await policiesOf(dir)).final;
      // Only the stylesheet changes: no doc, no component, nothing the HTML renderer is built from.
      await edit(path.join(dir, 'src/chrome/Footer/styles.css'), (text) =>
        text.replace('.footer {\n', '.footer {\n  outline-color: rgb(1, 2, 3);\n'),
      );
      expect((await gatsbyBuild(dir)).code).toBe(0);
      // The case the page reader's cache must handle: a new compilation hash in every page.
      expect(await compilationHashOf(dir)).not.toBe(coldHash);
      // Gatsby stitched its new scripts into the pages without rendering them: the policy each page
      // holds is the new one, which allows the new compilation hash.
      const { final, pages } = await policiesOf(dir);
      expect(final).not.toBe(coldPolicy);
      expect(pages).toEqual(PAGE_FILES.map(() => final));
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
