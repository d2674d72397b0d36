import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildFixture, edit, removeFixture, serveFixture, stopServer, writeNavigation } from './buildFixture';

/** Port of the fixture served for the browser; PORT + 1 to 40 are other tests'. */
const PORT = Number(process.env.E2E_PORT ?? 9100) + 45;
const url = (route: string) => `http://127.0.0.1:${PORT}${route}`;

/** A word only the unlisted doc holds: search must not find it. */
const SECRET_WORD = 'zanzibarite';

/** Adds front matter lines after a doc's `id:` line. */
const withFrontMatter = (file: string, ...lines: string[]) =>
  edit(file, (text) => text.replace(/^(id: .*)$/m, `$1\n${lines.join('\n')}`));

const newDoc = (...lines: string[]) => ['---', ...lines, '---', '', ''].join('\n');

/**
 * The tests' content with a Docusaurus doc's front matter: the wants doc hides its title, shows
 * levels 3 to 4 in its table of contents, has keywords, an image, a class in the sidebar and a
 * previous link of its own choosing; resources hides its table of contents and its next link, and
 * labels the links to it; an unlisted doc the sidebars file names; a doc at a slug the wants doc
 * links by its file; and a doc whose slug takes the resources doc's route. The tags file declares
 * the tag "wants"; "Price ceilings" is the wants doc's own.
 */
async function docusaurusContent(dir: string): Promise<void> {
  const docs = path.join(dir, 'content/docs');
  await withFrontMatter(
    path.join(docs, 'wants.mdx'),
    'hide_title: true',
    'toc_min_heading_level: 3',
    'toc_max_heading_level: 4',
    'keywords: [want lists, price ceilings]',
    'image: https://cdn.trove.example/wants-card.png',
    'sidebar_class_name: sidebar-wants',
    'pagination_prev: index',
    'tags: [wants, Price ceilings]',
  );
  await edit(path.join(docs, 'wants.mdx'), (text) => `${text}\nTrade them away: see [trading](./trading.mdx).\n`);
  await withFrontMatter(
    path.join(docs, 'resources.mdx'),
    'hide_table_of_contents: true',
    'pagination_label: Reference works',
    'pagination_next: null',
    'tags: [wants]',
  );
  await fs.writeFile(
    path.join(docs, 'secret.mdx'),
    newDoc(
      'title: Secret page',
      'description: Only for those who have its address.',
      'unlisted: true',
      'tags: [wants]',
    ) + `A page about ${SECRET_WORD}.\n`,
  );
  await fs.writeFile(
    path.join(docs, 'trading.mdx'),
    newDoc('title: Trading', 'description: Swapping duplicates with other collectors.', 'slug: /swap') +
      'Offer your duplicates.\n',
  );
  await fs.writeFile(
    path.join(docs, 'clash.mdx'),
    newDoc('title: Clash', 'description: A doc whose slug another doc has.', 'slug: /resources') + 'Clash.\n',
  );
  await fs.writeFile(
    path.join(dir, 'content/tags.yml'),
    'wants:\n  label: Wanted\n  description: Docs about what you are still looking for.\n',
  );
  const item = (id: string) => ({ type: 'doc' as const, id });
  await writeNavigation(dir, {
    sidebars: { tutorialSidebar: [item('index'), item('resources'), item('wants'), item('secret')] },
  });
}

test.describe.serial('Docusaurus front matter', () => {
  test.setTimeout(900_000);
  let dir: string;
  let output: string;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(900_000);
    const build = await buildFixture(docusaurusContent);
    dir = build.dir;
    output = build.output;
    expect(build.code, build.output).toBe(0);
    server = await serveFixture(dir, PORT);
  });

  test.afterAll(async () => {
    if (server) await stopServer(server);
    if (dir) await removeFixture(dir);
  });

  test('hide_title hides the title from view, not from the outline; the TOC shows the levels the doc names', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(url('/wants'));
    const title = page.getByRole('heading', { level: 1, name: 'Want lists' });
    await expect(title).toHaveCount(1);
    expect((await title.boundingBox())?.width).toBeLessThanOrEqual(1);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const targets = await toc.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(targets).toContain('#from-a-goal');
    expect(targets).toContain('#ceilings-and-currencies');
    expect(targets).not.toContain('#adding-wants');
    await page.goto(url('/resources'));
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toHaveCount(0);
  });

  test('previous and next follow pagination_prev, pagination_next and pagination_label, and skip the unlisted doc', async ({
    page,
  }) => {
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    await page.goto(url('/'));
    await expect(pager.locator('a[rel="next"]')).toHaveAttribute('href', '/resources');
    await expect(pager.locator('a[rel="next"]')).toContainText('Reference works');
    await page.goto(url('/resources'));
    await expect(pager.locator('a[rel="prev"]')).toHaveAttribute('href', '/');
    await expect(pager.locator('a[rel="next"]')).toHaveCount(0);
    await page.goto(url('/wants'));
    await expect(pager.locator('a[rel="prev"]')).toHaveAttribute('href', '/');
    // The sidebars file names the unlisted doc after this one: it is no one's next.
    await expect(pager.locator('a[rel="next"]')).toHaveCount(0);
  });

  test('an unlisted doc is served with noindex, and is in no sidebar, sitemap or search index', async ({ page }) => {
    await page.goto(url('/secret'));
    await expect(page.getByRole('heading', { level: 1, name: 'Secret page' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.goto(url('/wants'));
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('aside a[href="/wants"]')).toHaveCount(1);
    await expect(page.locator('aside a[href="/secret"]')).toHaveCount(0);
    const sitemap = await (await page.request.get(url('/sitemap-0.xml'))).text();
    expect(sitemap).toContain('/wants</loc>');
    expect(sitemap).not.toContain('/secret</loc>');
    const searchFolder = path.join(dir, 'public/search');
    const files = await fs.readdir(searchFolder, { recursive: true });
    const texts = await Promise.all(
      files.map((file) => fs.readFile(path.join(searchFolder, file), 'utf8').catch(() => '')),
    );
    expect(texts.join('\n')).toContain('ceilings');
    expect(texts.join('\n')).not.toContain(SECRET_WORD);
  });

  test('a slug is the route, links to the file lead there, and a clash names both files and the one served', async ({
    page,
  }) => {
    await page.goto(url('/wants'));
    await expect(page.getByRole('link', { name: 'trading' })).toHaveAttribute('href', '/swap');
    await page.getByRole('link', { name: 'trading' }).click();
    await expect(page).toHaveURL(url('/swap'));
    await expect(page.getByRole('heading', { level: 1, name: 'Trading' })).toBeVisible();
    expect((await page.request.get(url('/trading'))).status()).toBe(404);
    expect(output).toContain(
      'Duplicate route /resources: content/docs/clash.mdx, content/docs/resources.mdx all claim it; content/docs/resources.mdx is served.',
    );
    await page.goto(url('/resources'));
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
  });

  test('keywords and image head the page; sidebar_class_name marks its sidebar item', async ({ page }) => {
    await page.goto(url('/wants'));
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', 'want lists, price ceilings');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'https://cdn.trove.example/wants-card.png',
    );
    await expect(page.locator('aside li.sidebar-wants > a[href="/wants"]')).toHaveCount(1);
    await page.goto(url('/resources'));
    await expect(page.locator('meta[name="keywords"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:image"]')).not.toHaveAttribute('content', /cdn\.trove\.example/);
  });

  test('tags are listed on the doc and link to their page, which lists their listed docs, and a page lists every tag', async ({
    page,
  }) => {
    await page.goto(url('/wants'));
    const tags = page.getByRole('list', { name: 'Tags' });
    await expect(tags.getByRole('link')).toHaveText(['Wanted', 'Price ceilings']);
    await tags.getByRole('link', { name: 'Wanted' }).click();
    await expect(page).toHaveURL(url('/tags/wants'));
    await expect(page.getByRole('heading', { level: 1, name: 'Wanted' })).toBeVisible();
    await expect(page.getByText('Docs about what you are still looking for.')).toBeVisible();
    const listed = page.locator('article li a');
    await expect(listed).toHaveText(['Resources', 'Want lists']);
    await page.goto(url('/tags'));
    await expect(page.locator('article li a')).toHaveText(['Price ceilings (1)', 'Wanted (2)']);
    await expect(page.locator('article li a').first()).toHaveAttribute('href', '/tags/price-ceilings');
    // The wants doc's own tag is no entry of the tags file: with docs.onInlineTags unset, a warning.
    expect(output).toContain(
      'content/docs/wants.mdx: tags: "Price ceilings" is not declared in content/tags.yml (declared tags: wants); declare it there, or name a declared tag',
    );
  });
});
