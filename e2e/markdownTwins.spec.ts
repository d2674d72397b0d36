import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { axeViolations, expect, gotoHydrated, storeColorMode, test } from './fixtures';
import { buildFixture, removeFixture, serveFixture, stopServer } from './buildFixture';
import { startNginx, stopNginx } from './hosting/nginx';

/** Port of the fixture served as `npm run serve` serves it, and of nginx with its generated configuration; PORT + 40 is editMetadata's. */
const PORT = Number(process.env.E2E_PORT ?? 9100) + 41;
const NGINX_PORT = PORT + 1;
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The address the fixture is built for (SITE_URL): the twins' links and llms.txt name it. */
const SITE = 'https://twins.trove.example';
const MARKDOWN = 'text/markdown; charset=utf-8';

const lines = (...text: string[]) => `${text.join('\n')}\n`;

/** A doc of every kind of content the twin rewrites, in a category of the sidebar. */
const TWINS_DOC = lines(
  '---',
  'id: twins',
  'title: Twins <and> *stars*',
  'description: Every kind of content, as Markdown.',
  '---',
  '',
  'Read about [wants](../wants.mdx#adding-wants) and [resources](/resources), or [Trove](https://trove.app).',
  '',
  ':::tip[Price alerts]',
  'Set one.',
  ':::',
  '',
  '## Export',
  '',
  '<Tabs>',
  '  <TabItem value="csv" label="CSV">',
  '',
  'Comma separated.',
  '',
  '  </TabItem>',
  '  <TabItem value="json" label="JSON">',
  '',
  '```json',
  '{"wants": []}',
  '```',
  '',
  '  </TabItem>',
  '</Tabs>',
  '',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
);

const TWINS_MARKDOWN = lines(
  '# Twins \\<and> \\*stars\\*',
  '',
  'Every kind of content, as Markdown.',
  '',
  `Read about [wants](${SITE}/wants#adding-wants) and [resources](${SITE}/resources), or [Trove](https://trove.app).`,
  '',
  '> **Tip: Price alerts**',
  '>',
  '> Set one.',
  '',
  '## Export',
  '',
  '### CSV',
  '',
  'Comma separated.',
  '',
  '### JSON',
  '',
  '```json',
  '{"wants": []}',
  '```',
  '',
  '\\<script>alert(1)\\</script>',
);

const SIDEBARS = lines(
  'tutorialSidebar:',
  '  - type: doc',
  '    id: index',
  '  - type: doc',
  '    id: resources',
  '  - type: doc',
  '    id: wants',
  '  - type: category',
  '    label: Guides',
  '    items:',
  '      - type: doc',
  '        id: guides/twins',
);

/** The tests' content, with the doc of every kind in a Guides category and a draft no build publishes. */
async function twinsFixture(dir: string): Promise<void> {
  const docs = path.join(dir, 'content/docs');
  await fs.mkdir(path.join(docs, 'guides'), { recursive: true });
  await fs.writeFile(path.join(docs, 'guides/twins.mdx'), TWINS_DOC);
  await fs.writeFile(
    path.join(docs, 'secret-draft.mdx'),
    lines(
      '---',
      'id: secret-draft',
      'title: Secret draft',
      'description: Not yet.',
      'draft: true',
      '---',
      '',
      'Unpublished.',
    ),
  );
  await fs.writeFile(path.join(dir, 'content/navigation/sidebars.yml'), SIDEBARS);
}

test.describe.serial('Markdown twins and llms.txt', () => {
  test.setTimeout(900_000);
  let dir: string;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(900_000);
    const build = await buildFixture(twinsFixture, { env: { SITE_URL: SITE } });
    dir = build.dir;
    expect(build.code, build.output).toBe(0);
    // The "View as Markdown" link of every page leads to a file: no broken Markdown link is reported.
    expect(build.output).not.toContain('Broken Markdown links');
    server = await serveFixture(dir, PORT);
  });

  test.afterAll(async () => {
    if (server) await stopServer(server);
    if (dir) await removeFixture(dir);
  });

  test('each doc is served as Markdown at its route plus .md: title, description, body with absolute links', async ({
    request,
  }) => {
    const twins = await request.get(`${ORIGIN}/guides/twins.md`);
    expect(twins.status()).toBe(200);
    expect(twins.headers()['content-type']).toBe(MARKDOWN);
    expect(await twins.text()).toBe(TWINS_MARKDOWN);
    const wants = await request.get(`${ORIGIN}/wants.md`);
    expect(wants.headers()['content-type']).toBe(MARKDOWN);
    expect(await wants.text()).toMatch(/^# Want lists\n\nBuild and use want lists in Trove with priorities/);
    expect(await wants.text()).toContain(`read the [introduction](${SITE}/) first.`);
    const root = await request.get(`${ORIGIN}/index.md`);
    expect(root.headers()['content-type']).toBe(MARKDOWN);
    expect(await root.text()).toMatch(/^# Introduction to Trove\n\nWhat Trove is, /);
    expect((await request.get(`${ORIGIN}/secret-draft.md`)).status()).toBe(404);
  });

  test('llms.txt lists the sidebar docs by section, each its .md and description; llms-full.txt holds them all in order', async ({
    request,
  }) => {
    const llms = await (await request.get(`${ORIGIN}/llms.txt`)).text();
    expect(llms).toMatch(
      new RegExp(
        `^# Trove\\n\\n> Track your collecting goals, haves and wants\\.\\n\\n## Docs\\n\\n` +
          `- \\[Introduction to Trove\\]\\(${SITE}/index\\.md\\): What Trove is, [^\\n]+\\n` +
          `- \\[Resources\\]\\(${SITE}/resources\\.md\\): Catalogues, [^\\n]+\\n` +
          `- \\[Want lists\\]\\(${SITE}/wants\\.md\\): Build and use [^\\n]+\\n\\n` +
          `## Guides\\n\\n- \\[Twins \\\\<and> \\\\\\*stars\\\\\\*\\]\\(${SITE}/guides/twins\\.md\\): Every kind of content, as Markdown\\.\\n$`,
      ),
    );
    const full = await (await request.get(`${ORIGIN}/llms-full.txt`)).text();
    const starts = ['# Introduction to Trove\n', '# Resources\n', '# Want lists\n', TWINS_MARKDOWN].map((part) =>
      full.indexOf(part),
    );
    expect(
      starts.every((start, index) => start >= 0 && (index === 0 || start > starts[index - 1])),
      `${starts}`,
    ).toBe(true);
    expect(full.startsWith('# Introduction to Trove\n')).toBe(true);
    for (const text of [llms, full]) expect(text).not.toContain('Secret draft');
  });

  test('nginx sends the twins as Markdown with the generated configuration, and the _headers file says so too', async () => {
    const nginx = await startNginx(NGINX_PORT, path.join(dir, 'public'), path.join(dir, 'hosting/nginx.conf'));
    try {
      const twins = await fetch(`http://127.0.0.1:${NGINX_PORT}/guides/twins.md`);
      expect(twins.status).toBe(200);
      expect(twins.headers.get('content-type')).toBe(MARKDOWN);
      expect(twins.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await twins.text()).toBe(TWINS_MARKDOWN);
      expect((await fetch(`http://127.0.0.1:${NGINX_PORT}/secret-draft.md`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${NGINX_PORT}/wants`)).headers.get('content-type')).toBe(
        'text/html; charset=utf-8',
      );
    } finally {
      await stopNginx(nginx);
    }
    expect(await fs.readFile(path.join(dir, 'public/_headers'), 'utf8')).toContain(
      `/*.md\n  Content-Type: ${MARKDOWN}\n`,
    );
  });

  test('"Copy page as Markdown" puts the twin on the clipboard and says so, to sight and to screen readers', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
    await gotoHydrated(page, `${ORIGIN}/guides/twins`);
    const status = page.locator('.doc-actions').getByRole('status');
    await expect(status).toBeEmpty();
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await expect(status).toHaveText('Page copied as Markdown');
    await expect(status).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TWINS_MARKDOWN);
    const link = page.getByRole('link', { name: 'View as Markdown' });
    await expect(link).toHaveAttribute('href', '/guides/twins.md');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${ORIGIN}/guides/twins.md`);
    expect(await (await request.get(tab.url())).text()).toBe(TWINS_MARKDOWN);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the Markdown actions pass axe and show keyboard focus (${mode})`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
      await storeColorMode(page, mode);
      await gotoHydrated(page, `${ORIGIN}/wants`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const button = page.getByRole('button', { name: 'Copy page as Markdown' });
      for (
        let presses = 0;
        presses < 40 && !(await button.evaluate((element) => element === document.activeElement));
        presses += 1
      )
        await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      expect(await button.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
      await page.keyboard.press('Enter');
      await expect(page.locator('.doc-actions').getByRole('status')).toHaveText('Page copied as Markdown');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
