import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildFixture, edit, gatsbyBuild, removeFixture, serveFixture, stopServer } from './buildFixture';
import { PROJECT_ROOT } from './testProject';

/** Port of the fixture with history served for the browser; PORT + 1 to 30 are other tests'. */
const PORT = Number(process.env.E2E_PORT ?? 9100) + 40;

/** The repository of the site config (src/config/site.config.ts), whose edit pages the docs link to. */
const EDIT_PAGES = 'https://github.com/trove-app/docs/edit/main/content/docs';
const NO_HISTORY = 'Docs show no "Last updated" date';

/** Runs git in `cwd`, as `author` at `date` (author and committer dates alike) when given. */
function git(cwd: string, args: string[], as?: { author: string; date: string }): string {
  const env = as ? { ...process.env, GIT_AUTHOR_DATE: as.date, GIT_COMMITTER_DATE: as.date } : process.env;
  const identity = ['-c', `user.name=${as?.author ?? 'Fixture'}`, '-c', 'user.email=editor@trove.example'];
  return execFileSync('git', [...identity, ...args], { cwd, env, stdio: 'pipe', encoding: 'utf8' });
}

/** Adds front matter lines after a doc's `id:` line. */
const withFrontMatter = (file: string, ...lines: string[]) =>
  edit(file, (text) => text.replace(/^(id: .*)$/m, `$1\n${lines.join('\n')}`));

/**
 * The tests' project as a Git repository of two commits by two authors on two days: everything by
 * Ada Lovelace on 2 January 2024, then the wants doc by Bo Brandt on 4 March 2024. The resources doc
 * is edited elsewhere (custom_edit_url); the index doc hides its edit link and names its own last update.
 */
async function projectWithHistory(dir: string): Promise<void> {
  const docs = path.join(dir, 'content/docs');
  await withFrontMatter(path.join(docs, 'resources.mdx'), 'custom_edit_url: https://example.com/edit/resources');
  await withFrontMatter(
    path.join(docs, 'index.mdx'),
    'custom_edit_url: null',
    'last_update:',
    '  date: 2023-12-24',
    '  author: Cy Front',
  );
  await fs.writeFile(path.join(dir, '.gitignore'), 'node_modules\n.cache\npublic\n');
  git(dir, ['init', '--quiet', '--initial-branch=main']);
  git(dir, ['add', '.']);
  git(dir, ['commit', '--quiet', '-m', 'The docs'], { author: 'Ada Lovelace', date: '2024-01-02T10:00:00Z' });
  await edit(path.join(docs, 'wants.mdx'), (text) => `${text}\nOne more line.\n`);
  git(dir, ['commit', '--quiet', '-am', 'Wants: one more line'], { author: 'Bo Brandt', date: '2024-03-04T10:00:00Z' });
}

const footerOf = (html: string) => /<div class="doc-footer">[\s\S]*?<\/div>/.exec(html)?.[0];

test.describe.serial('Edit this page and Last updated', () => {
  test.setTimeout(900_000);
  let dir: string;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(900_000);
    const build = await buildFixture(projectWithHistory);
    dir = build.dir;
    expect(build.code, build.output).toBe(0);
    expect(build.output).not.toContain(NO_HISTORY);
    server = await serveFixture(dir, PORT);
  });

  test.afterAll(async () => {
    if (server) await stopServer(server);
    if (dir) await removeFixture(dir);
  });

  test('each doc links to its edit page, its custom_edit_url, or nowhere with custom_edit_url: null', async ({
    page,
  }) => {
    const editLink = page.getByRole('link', { name: 'Edit this page' });
    await page.goto(`http://127.0.0.1:${PORT}/wants`);
    await expect(editLink).toHaveAttribute('href', `${EDIT_PAGES}/wants.mdx`);
    await expect(editLink).toHaveAttribute('target', '_blank');
    await page.goto(`http://127.0.0.1:${PORT}/resources`);
    await expect(editLink).toHaveAttribute('href', 'https://example.com/edit/resources');
    await page.goto(`http://127.0.0.1:${PORT}/`);
    await expect(page.getByText('Last updated on')).toBeVisible();
    await expect(editLink).toHaveCount(0);
  });

  test('each doc says when and by whom it last changed: its last commit, or its front matter last_update', async ({
    page,
  }) => {
    const cases = [
      ['/wants', 'Mar 4, 2024', 'Bo Brandt', '2024-03-04T10:00:00.000Z'],
      ['/resources', 'Jan 2, 2024', 'Ada Lovelace', '2024-01-02T10:00:00.000Z'],
      ['/', 'Dec 24, 2023', 'Cy Front', '2023-12-24T00:00:00.000Z'],
    ];
    for (const [route, day, author, moment] of cases) {
      await page.goto(`http://127.0.0.1:${PORT}${route}`);
      const lastUpdated = page.locator('.doc-footer__last-updated');
      await expect(lastUpdated).toHaveText(`Last updated on ${day} by ${author}`);
      await expect(lastUpdated.locator('time')).toHaveAttribute('datetime', moment);
      // Written by the build: the HTML has it before any script runs.
      const html = await (await page.request.get(`http://127.0.0.1:${PORT}${route}`)).text();
      expect(footerOf(html)).toMatch(
        new RegExp(`Last updated on <time datetime="${moment}">${day}</time> by <b>${author}</b>`, 'i'),
      );
    }
  });

  test('the sitemap gives each doc its last update as lastmod', async ({ request }) => {
    const sitemap = await (await request.get(`http://127.0.0.1:${PORT}/sitemap-0.xml`)).text();
    expect(sitemap).toContain('/wants</loc><lastmod>2024-03-04T10:00:00.000Z</lastmod>');
    expect(sitemap).toContain('/resources</loc><lastmod>2024-01-02T10:00:00.000Z</lastmod>');
    expect(sitemap).toMatch(/\/<\/loc><lastmod>2023-12-24T00:00:00.000Z<\/lastmod>/);
  });

  test("a page's data holds its own edit link and last update, no other doc's", async ({ request }) => {
    const pageData = await (await request.get(`http://127.0.0.1:${PORT}/page-data/wants/page-data.json`)).text();
    expect(pageData).toContain('Bo Brandt');
    expect(pageData).toContain(`${EDIT_PAGES}/wants.mdx`);
    for (const other of ['Ada Lovelace', 'Cy Front', '2024-01-02', '2023-12-24', 'example.com/edit'])
      expect(pageData).not.toContain(other);
  });

  test('a shallow clone builds with one warning saying how to get the history, and shows no date from it', async () => {
    const clone = `${dir}-shallow`;
    try {
      git(path.dirname(dir), ['clone', '--quiet', '--depth', '1', `file://${dir}`, clone]);
      await fs.symlink(path.join(PROJECT_ROOT, 'node_modules'), path.join(clone, 'node_modules'));
      const build = await gatsbyBuild(clone);
      expect(build.code, build.output).toBe(0);
      expect(build.output.split(NO_HISTORY)).toHaveLength(2);
      expect(build.output).toContain('is in a shallow clone, whose one commit would date every doc the same');
      expect(build.output).toContain('give actions/checkout `fetch-depth: 0`');
      const wants = await fs.readFile(path.join(clone, 'public/wants/index.html'), 'utf8');
      expect(footerOf(wants)).not.toContain('Last updated');
      expect(footerOf(wants)).toContain(`${EDIT_PAGES}/wants.mdx`);
      // Front matter still names its own.
      const home = await fs.readFile(path.join(clone, 'public/index.html'), 'utf8');
      expect(footerOf(home)).toContain('Last updated on');
      const sitemap = await fs.readFile(path.join(clone, 'public/sitemap-0.xml'), 'utf8');
      expect(sitemap).not.toContain('2024-03-04');
    } finally {
      await removeFixture(clone);
    }
  });
});
