/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ARABIC_DOC_LABELS } from '../lib/content/docLabels.testHelper';
import { pngOfSize } from '../lib/media/png.testHelper';
import type { RenderedDoc, RenderInput, RenderResult } from './renderDoc';
import { RenderPool, renderPool } from './renderPool';
import { WARM_UP_DOC } from './warmUpDoc';

// The real pipeline: MDX compiled with the site's plugins on a worker thread, as the build does.
const pool = new RenderPool(1);
afterAll(() => pool.close());

const input = (body: string, extra: Partial<RenderInput> = {}): RenderInput => ({
  body,
  absolutePath: path.resolve('content/docs/guides/fixture.mdx'),
  docsPath: 'guides/fixture.mdx',
  pathPrefix: '',
  lineOffset: 0,
  imageOrigins: [],
  ...extra,
});

async function rendered(body: string, extra?: Partial<RenderInput>): Promise<RenderedDoc> {
  const result: RenderResult = await pool.render(input(body, extra));
  if ('error' in result) throw new Error(result.error.message);
  return result.doc;
}

jest.setTimeout(60_000);

describe('renderDoc', () => {
  it('renders Markdown to static HTML with heading ids and anchors, tables and highlighted code', async () => {
    const doc = await rendered(
      [
        'Intro **text**.',
        '',
        '## Price ceilings',
        '',
        '| Limit | Value |',
        '| --- | --- |',
        '| Wants | 5,000 |',
        '',
        '```csv',
        'a,b',
        '```',
      ].join('\n'),
    );
    expect(doc.html).toContain('<p>Intro <strong>text</strong>.</p>');
    expect(doc.html).toContain(
      '<h2 id="price-ceilings">Price ceilings<a href="#price-ceilings" class="doc-heading-anchor" aria-label="Direct link to Price ceilings">#</a></h2>',
    );
    expect(doc.html).toMatch(
      /<div class="doc-table-scroll" tabindex="0" role="region" aria-label="Table: Limit, Value"><table>/,
    );
    expect(doc.html).toMatch(
      /<div class="doc-code-block"><pre class="shiki[^"]* cs-b-ffffff cs-nb-0d1117 cs-c-[0-9a-f]{6} cs-nc-[0-9a-f]{6}"[^>]*><code><span class="line"><span class="cs-c-[0-9a-f]{6} cs-nc-[0-9a-f]{6}">/,
    );
    // Colours are classes (src/styles/codeColors.css): the Content Security Policy forbids inline styles.
    expect(doc.html).not.toContain('style=');
    expect(doc.html).toContain(
      '<button type="button" class="doc-code-copy" data-behaviour="copy-code" aria-label="Copy code to clipboard" data-copied="Copied" data-copied-status="Code copied to clipboard">Copy</button>',
    );
    expect(doc.headings).toEqual([{ depth: 2, value: 'Price ceilings', id: 'price-ceilings' }]);
    expect(doc.sections).toEqual([
      { text: 'Intro text.' },
      { heading: { depth: 2, value: 'Price ceilings', id: 'price-ceilings' }, text: 'Limit Value Wants 5,000' },
    ]);
  });

  it('renders admonitions written as Docusaurus and Starlight write them, and keeps colons that are text', async () => {
    const doc = await rendered(
      [
        ':::tip Price alerts',
        'Set a ceiling.',
        ':::',
        '',
        ':::danger',
        'Careful.',
        ':::',
        '',
        'Open Settings:Alerts now.',
      ].join('\n'),
    );
    expect(doc.html).toContain(
      '<div class="admonition admonition-tip" role="note"><p class="admonition-title"><span class="visually-hidden">Tip: </span>Price alerts</p>',
    );
    expect(doc.html).toContain(
      '<div class="admonition admonition-danger" role="note"><p class="admonition-title">Danger</p>',
    );
    expect(doc.html).toContain('<p>Open Settings:Alerts now.</p>');
  });

  it("titles admonitions in the doc's language, in the HTML and the Markdown twin, and keeps a title of their own", async () => {
    const doc = await rendered(
      [':::note', 'ملاحظة للقارئ.', ':::', '', ':::tip[Price alerts]', 'حدد سقفا.', ':::'].join('\n'),
      { labels: ARABIC_DOC_LABELS },
    );
    expect(doc.html).toContain(
      '<div class="admonition admonition-note" role="note"><p class="admonition-title">ملاحظة</p>',
    );
    expect(doc.html).toContain(
      '<p class="admonition-title"><span class="visually-hidden">نصيحة: </span>Price alerts</p>',
    );
    expect(doc.markdown?.markdown).toContain('> **ملاحظة**\n>\n> ملاحظة للقارئ.');
    expect(doc.markdown?.markdown).toContain('> **نصيحة: Price alerts**');
  });

  it("names heading links, table boxes and copy buttons in the doc's language", async () => {
    const doc = await rendered(
      [
        '## الأسعار',
        '',
        '| الحد | القيمة |',
        '| --- | --- |',
        '| رغبات | 5000 |',
        '',
        '```sh',
        'trove sync',
        '```',
      ].join('\n'),
      { labels: ARABIC_DOC_LABELS },
    );
    expect(doc.html).toContain('aria-label="رابط مباشر إلى الأسعار">#</a>');
    expect(doc.html).toContain('role="region" aria-label="جدول: الحد, القيمة"');
    expect(doc.html).toContain(
      '<button type="button" class="doc-code-copy" data-behaviour="copy-code" aria-label="نسخ الشفرة إلى الحافظة" data-copied="تم النسخ" data-copied-status="نُسخت الشفرة إلى الحافظة">نسخ</button>',
    );
  });

  it('links the bare addresses and emails of a doc that holds them, as GitHub does', async () => {
    const doc = await rendered('Visit www.trove.app or https://trove.app/wants, or write to collector@trove.app.');
    expect(doc.html).toContain('<a href="http://www.trove.app">www.trove.app</a>');
    expect(doc.html).toContain('<a href="https://trove.app/wants">https://trove.app/wants</a>');
    expect(doc.html).toContain('<a href="mailto:collector@trove.app">collector@trove.app</a>');
  });

  it('renders a doc that cannot hold a bare address as a doc that might (parsed without looking for them)', async () => {
    const body = [
      'Track your **haves** and _wants_ ~~fast~~; see [wants](../wants.mdx#ceilings) and [^note].',
      '',
      '## Price ceilings',
      '',
      ':::tip[Alerts]',
      '- [x] Set a ceiling',
      '- [ ] Wait',
      ':::',
      '',
      '| Goal | Count |',
      '| :-- | --: |',
      '| Records | 5,000 |',
      '',
      '```csv',
      'name,ceiling',
      '```',
      '',
      '[^note]: A footnote.',
    ].join('\n');
    // The paragraph's `www` sends the second doc through the parse that looks for bare addresses.
    const [without, looking] = await Promise.all([rendered(body), rendered(`${body}\n\nwww`)]);
    expect(looking.html).toBe(without.html.replace('<section data-footnotes', '<p>www</p>\n<section data-footnotes'));
    expect(looking.headings).toEqual(without.headings);
  });

  it('marks links to doc files, prefixes site links, and lists the files', async () => {
    const doc = await rendered('[w](../wants.mdx#alerts), [r](/resources), [s](./sibling.md)', { pathPrefix: '/docs' });
    expect(doc.html).toContain('<a data-doc-link="wants.mdx" href="../wants.mdx#alerts">w</a>');
    expect(doc.html).toContain('<a data-site-link="/resources" href="/docs/resources">r</a>');
    expect(doc.docLinks).toEqual(['wants.mdx', 'guides/sibling.md']);
    expect(doc.siteLinks).toEqual(['/resources']);
  });

  it('renders tabs as an island: its props, its panels as doc content, the script that restores a choice', async () => {
    const doc = await rendered(
      [
        '<Tabs groupId="format">',
        '<TabItem value="csv" label="CSV">',
        '',
        '## In a tab',
        '',
        '**csv**',
        '',
        '</TabItem>',
        '<TabItem value="json" label="JSON" default>',
        '',
        'json',
        '',
        '</TabItem>',
        '</Tabs>',
      ].join('\n'),
    );
    expect(doc.html).toMatch(
      /^<div data-island="Tabs" data-island-props="\{&quot;groupId&quot;:&quot;format&quot;,&quot;items&quot;:\[\{&quot;value&quot;:&quot;csv&quot;,&quot;label&quot;:&quot;CSV&quot;\},\{&quot;value&quot;:&quot;json&quot;,&quot;label&quot;:&quot;JSON&quot;\}\],&quot;defaultValue&quot;:&quot;json&quot;\}" data-island-id="[^"]+" data-behaviour="island">/,
    );
    expect(doc.html).toMatch(
      /<div role="tabpanel"[^>]* hidden="" data-island-slot=""><h2 id="in-a-tab">In a tab<a[^>]*>#<\/a><\/h2><p><strong>csv<\/strong><\/p><\/div>/,
    );
    expect(doc.html).toContain('<script>(function (root) {');
    expect(doc.headings).toEqual([{ depth: 2, value: 'In a tab', id: 'in-a-tab' }]);
  });

  it('explains tabs an editor got wrong', async () => {
    const noValue = await pool.render(input('<Tabs><TabItem label="CSV">x</TabItem></Tabs>', { lineOffset: 3 }));
    expect(noValue).toEqual({
      error: { line: 4, column: 7, message: '<TabItem> needs value="…" (4:7-4:39)' },
    });
    const twice = await pool.render(input('<Tabs><TabItem value="a">x</TabItem><TabItem value="a">y</TabItem></Tabs>'));
    expect(twice).toEqual({
      error: expect.objectContaining({
        message: expect.stringContaining('two <TabItem>s of one <Tabs> have the value "a"'),
      }),
    });
  });

  it('warns about an unknown code language, counting lines in the file', async () => {
    const doc = await rendered(['Text', '', '```jsonn', '{}', '```'].join('\n'), { lineOffset: 5 });
    expect(doc.html).toContain('<pre><code>{}\n</code></pre>');
    expect(doc.warnings).toEqual([
      expect.objectContaining({ line: 8, message: expect.stringContaining('"jsonn" is unknown') }),
    ]);
  });

  it('reports an MDX syntax error with its line in the file, and a component that does not exist', async () => {
    const syntax = await pool.render(input(['Fine.', '', 'Broken <b>tag', ''].join('\n'), { lineOffset: 6 }));
    expect(syntax).toEqual({
      error: {
        line: 9,
        column: 8,
        message: '`<b>` (9:8-9:11) is never closed: add `</b>` before the end of its paragraph',
      },
    });
    const missing = await pool.render(input('<Carousel />'));
    expect(missing).toEqual({ error: expect.objectContaining({ message: expect.stringContaining('Carousel') }) });
  });

  // A tab group of the body, from its first line: the second `<Tabs>` (body line 6, file line 14) is left open in a tab.
  const tabs = (...inner: string[]) =>
    ['<Tabs>', '<TabItem value="a" label="A">', '', 'Text A.', '', ...inner, '</TabItem>', '</Tabs>', ''].join('\n');

  it('names the component left open, at its opening tag, not the closing tag that met it', async () => {
    const result = await pool.render(input(tabs('<Tabs>', ''), { lineOffset: 8 }));
    expect(result).toEqual({
      error: {
        line: 14,
        column: 1,
        message:
          '`<Tabs>` (14:1-14:7) is never closed: add `</Tabs>` before `</TabItem>` (16:1), which closes the element around it',
      },
    });
  });

  it('names a closing tag whose opening tag is missing, at the closing tag', async () => {
    const body = ['<Tabs>', '', 'Text A.', '', '</TabItem>', '</Tabs>', ''].join('\n');
    expect(await pool.render(input(body, { lineOffset: 8 }))).toEqual({
      error: {
        line: 13,
        column: 1,
        message:
          '`</TabItem>` (13:1) closes no open `<TabItem>`: the element open there is `<Tabs>` (9:1-9:7). ' +
          'Make it `</Tabs>` if it closes that one; else add the `<TabItem>` it closes, or delete it',
      },
    });
  });
});

describe('images of the media folder', () => {
  let folder: string;
  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'render-media-'));
    fs.writeFileSync(path.join(folder, 'shelf.png'), pngOfSize(64, 36));
    fs.mkdirSync(path.join(folder, 'charts'));
    fs.writeFileSync(path.join(folder, 'charts/trend.png'), pngOfSize(30, 20));
    fs.writeFileSync(
      path.join(folder, 'plain.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>',
    );
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
  const media = () => ({ media: { path: folder, shown: 'content/media' } });

  it("gives each its file's width and height, loads all but the first lazily, and leaves other origins' as written", async () => {
    const doc = await rendered(
      [
        '![A shelf](/media/shelf.png)',
        '',
        '![Trend](/media/charts/trend.png) ![Plain](/media/plain.svg)',
        '',
        '![Elsewhere](https://images.trove.app/a.png)',
      ].join('\n'),
      { ...media(), imageOrigins: ['https://images.trove.app'], pathPrefix: '/docs' },
    );
    expect(doc.html).toContain(
      '<img src="/docs/media/shelf.png" alt="A shelf" width="64" height="36" decoding="async"/>',
    );
    expect(doc.html).toContain(
      '<img src="/docs/media/charts/trend.png" alt="Trend" width="30" height="20" decoding="async" loading="lazy"/>',
    );
    expect(doc.html).toContain('<img src="/docs/media/plain.svg" alt="Plain" decoding="async" loading="lazy"/>');
    expect(doc.html).toContain('<img src="https://images.trove.app/a.png" alt="Elsewhere"/>');
    expect(doc.mediaUses).toEqual([
      { name: 'shelf.png', width: 64, height: 36 },
      { name: 'charts/trend.png', width: 30, height: 20 },
      { name: 'plain.svg' },
    ]);
  });

  it('stops the render at an image whose file is missing, with its line in the file, the folder and a near name', async () => {
    const result = await pool.render(
      input(['Intro.', '', 'See ![A shelf](/media/shelv.png).'].join('\n'), { ...media(), lineOffset: 4 }),
    );
    expect(result).toEqual({
      error: {
        line: 7,
        column: 5,
        missingMedia: true,
        message:
          'The image "/media/shelv.png" has no file: there is no shelv.png in content/media: add the file to that folder, ' +
          'or correct the path (it holds shelf.png: /media/shelf.png) (7:5-7:33)',
      },
    });
  });
});

/** Each result's HTML, or its error's message. */
const htmlOrErrors = (results: RenderResult[]) =>
  results.map((result) => ('doc' in result ? result.doc.html : result.error.message));

/** Counts the workers that renderPool.ts starts, which still run. */
function countWorkers() {
  // The module object renderPool.ts calls Worker on, as compiled for jest.
  const workerThreads = jest.requireActual<typeof import('node:worker_threads')>('node:worker_threads');
  const { Worker } = workerThreads;
  return jest
    .spyOn(workerThreads, 'Worker')
    .mockImplementation((...args: ConstructorParameters<typeof Worker>) => new Worker(...args));
}

describe('RenderPool workers', () => {
  it('renders a few docs on one worker, and starts a second once enough docs wait', async () => {
    const started = countWorkers();
    const few = new RenderPool(2);
    const many = new RenderPool(2);
    try {
      const fewResults = await Promise.all(['One.', 'Two.', 'Three.'].map((text) => few.render(input(text))));
      expect(fewResults.every((result) => 'doc' in result)).toBe(true);
      expect(started).toHaveBeenCalledTimes(1);
      const texts = Array.from({ length: 8 }, (_, index) => `Doc ${index}.`);
      const manyResults = await Promise.all(texts.map((text) => many.render(input(text))));
      expect(htmlOrErrors(manyResults)).toEqual(texts.map((text) => expect.stringContaining(text)));
      expect(started).toHaveBeenCalledTimes(3);
    } finally {
      started.mockRestore();
      await Promise.all([few.close(), many.close()]);
    }
  });
});

describe('WARM_UP_DOC', () => {
  it('renders without a problem through every stage a first doc would start: a table, an admonition, terms, tabs, code, the twin', async () => {
    const result = await pool.render(WARM_UP_DOC);
    if ('error' in result) throw new Error(result.error.message);
    expect(result.doc.html).toContain('<table');
    expect(result.doc.html).toContain('class="admonition admonition-note"');
    expect(result.doc.html.match(/role="tooltip"/g)).toHaveLength(2);
    expect(result.doc.html).toContain('role="tablist"');
    expect(result.doc.html.match(/<pre class="shiki/g)).toHaveLength(3);
    expect(result.doc.markdown?.markdown).toContain('```json');
    expect(result.doc.markdown?.markdown).toContain('```csv');
  });
});

describe('renderPool', () => {
  it('is one per process, whichever copy of its module names it: the config and gatsby-node are two bundles', async () => {
    let otherCopy: RenderPool | undefined;
    await jest.isolateModulesAsync(async () => {
      otherCopy = (await import('./renderPool')).renderPool;
    });
    expect(otherCopy).toBe(renderPool);
  });
});

describe('RenderPool.prestart', () => {
  it('starts one worker before any doc, which then renders the docs that come', async () => {
    const started = countWorkers();
    const early = new RenderPool(2);
    try {
      early.prestart();
      early.prestart();
      // Its compile does not hold the process: the worker starts a moment later.
      for (let wait = 0; wait < 200 && started.mock.calls.length === 0; wait++)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(started).toHaveBeenCalledTimes(1);
      const results = await Promise.all([early.render(input('First.')), early.render(input('Second.'))]);
      expect(htmlOrErrors(results)).toEqual([expect.stringContaining('First.'), expect.stringContaining('Second.')]);
      expect(started).toHaveBeenCalledTimes(1);
    } finally {
      started.mockRestore();
      await early.close();
    }
  });

  it('has docs that come while its worker compiles wait for that worker', async () => {
    const started = countWorkers();
    const early = new RenderPool(2);
    try {
      early.prestart();
      expect(started).not.toHaveBeenCalled();
      const [first, second] = await Promise.all([early.render(input('First.')), early.render(input('Second.'))]);
      // The early worker, which warms up, rendered them: no other was started for them.
      expect(started.mock.calls.map(([, options]) => options?.workerData)).toEqual([{ warmUp: true }]);
      expect(htmlOrErrors([first, second])).toEqual([
        expect.stringContaining('First.'),
        expect.stringContaining('Second.'),
      ]);
      expect(started).toHaveBeenCalledTimes(1);
    } finally {
      started.mockRestore();
      await early.close();
    }
  });
});
