/**
 * @jest-environment node
 */
import path from 'node:path';
import type { RenderInput, RenderResult } from '../../render/renderDoc';
import { RenderPool } from '../../render/renderPool';
import { INERT_DOCS } from './hostileDocs.testHelper';
import { resolveTwin, type MarkdownTwin } from './twinLinks';

// The real pipeline on a worker thread, as the build runs it: the twin is made from the tree the HTML is.
const pool = new RenderPool(1);
afterAll(() => pool.close());
jest.setTimeout(60_000);

async function twinOf(body: string, extra: Partial<RenderInput> = {}): Promise<MarkdownTwin> {
  const result: RenderResult = await pool.render({
    body,
    absolutePath: path.resolve('content/docs/guides/fixture.mdx'),
    docsPath: 'guides/fixture.mdx',
    pathPrefix: '',
    lineOffset: 0,
    imageOrigins: ['https://images.trove.app'],
    ...extra,
  });
  if ('error' in result) throw new Error(result.error.message);
  return result.doc.markdown!;
}

/** The twin as served from https://trove.app/guides/fixture, where wants.mdx is at /wants. */
const served = async (body: string) =>
  resolveTwin(await twinOf(body), {
    siteUrl: 'https://trove.app',
    pathPrefix: '',
    route: '/guides/fixture',
    docsPath: 'guides/fixture.mdx',
    routes: { 'wants.mdx': '/wants' },
  });

const lines = (...text: string[]) => `${text.join('\n')}\n`;

describe('markdownTwin', () => {
  it('writes Markdown and GitHub-flavoured Markdown as CommonMark, code blocks with their language', async () => {
    expect(
      await served(
        lines(
          'Intro with *emphasis*, **strong**, `code` and ~~gone~~.',
          '',
          '## Price ceilings',
          '',
          '* one',
          '* two',
          '',
          '1. first',
          '2. second',
          '',
          '- [x] done',
          '- [ ] to do',
          '',
          '> A quote.',
          '',
          '***',
          '',
          '| Limit | Value |',
          '| :-- | --: |',
          '| Wants | 5,000 |',
          '',
          '```ts title="x.ts"',
          'const wants = 1;',
          '```',
          '',
          '```',
          'plain',
          '```',
          '',
          'A note.[^1]',
          '',
          '[^1]: The footnote.',
        ),
      ),
    ).toBe(
      lines(
        'Intro with _emphasis_, **strong**, `code` and ~~gone~~.',
        '',
        '## Price ceilings',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '2. second',
        '',
        '- [x] done',
        '- [ ] to do',
        '',
        '> A quote.',
        '',
        '---',
        '',
        '| Limit | Value |',
        '| :---- | ----: |',
        '| Wants | 5,000 |',
        '',
        '```ts title="x.ts"',
        'const wants = 1;',
        '```',
        '',
        '```',
        'plain',
        '```',
        '',
        'A note.[^1]',
        '',
        '[^1]: The footnote.',
      ),
    );
  });

  it('makes links and images absolute, as the page links them: doc files, site paths, anchors, relative paths', async () => {
    expect(
      await served(
        lines(
          '[Wants](../wants.mdx#ceilings) [Resources](/resources) [Here](#price) [Next](next) [Mail](mailto:a@trove.app) [Out](https://example.com/x)',
          '',
          '![Shelf](/media/shelf.png "A shelf") ![Remote](https://images.trove.app/a.png)',
          '',
          '[Ref][wants] ![Pic][pic]',
          '',
          '[wants]: ../wants.mdx',
          '[pic]: /media/pic.png',
        ),
      ),
    ).toBe(
      lines(
        '[Wants](https://trove.app/wants#ceilings) [Resources](https://trove.app/resources) [Here](https://trove.app/guides/fixture#price) [Next](https://trove.app/guides/next) [Mail](mailto:a@trove.app) [Out](https://example.com/x)',
        '',
        '![Shelf](https://trove.app/media/shelf.png "A shelf") ![Remote](https://images.trove.app/a.png)',
        '',
        '[Ref][wants] ![Pic][pic]',
        '',
        '[wants]: https://trove.app/wants',
        '',
        '[pic]: https://trove.app/media/pic.png',
      ),
    );
  });

  it('writes admonitions as quotes that start with their label, custom titles with their kind', async () => {
    expect(
      await served(
        lines(
          ':::note',
          'Plain note.',
          ':::',
          '',
          ':::tip[Price *alerts*]',
          'Set one.',
          '',
          '- a list',
          ':::',
          '',
          ':::warning Old title',
          'Careful.',
          ':::',
        ),
      ),
    ).toBe(
      lines(
        '> **Note**',
        '>',
        '> Plain note.',
        '',
        '> **Tip: Price _alerts_**',
        '>',
        '> Set one.',
        '>',
        '> - a list',
        '',
        '> **Warning: Old title**',
        '>',
        '> Careful.',
      ),
    );
  });

  it('writes tabs as a heading per tab, one level under the heading they stand under', async () => {
    expect(
      await served(
        lines(
          '## Export',
          '',
          '<Tabs groupId="format">',
          '  <TabItem value="csv" label="CSV" default>',
          '',
          'Comma *separated*.',
          '',
          '  </TabItem>',
          '  <TabItem value="json">',
          '',
          '```json',
          '{}',
          '```',
          '',
          '  </TabItem>',
          '</Tabs>',
          '',
          'After.',
        ),
      ),
    ).toBe(
      lines(
        '## Export',
        '',
        '### CSV',
        '',
        'Comma _separated_.',
        '',
        '### json',
        '',
        '```json',
        '{}',
        '```',
        '',
        'After.',
      ),
    );
  });

  it('writes the allowed HTML elements as what Markdown has for them', async () => {
    expect(
      await served(
        lines(
          '<details>',
          '<summary>More</summary>',
          '',
          'Hidden text.',
          '',
          '</details>',
          '',
          'Press <kbd>Ctrl</kbd>+<kbd>K</kbd>, see <abbr title="Frequently asked questions">FAQ</abbr>,',
          'x<sup>2</sup> H<sub>2</sub>O <mark>marked</mark> <ins>added</ins> <del>removed</del>.<br />Next line.',
          '',
          '<dl>',
          '  <dt>Want</dt>',
          '  <dd>A thing you look for.</dd>',
          '</dl>',
        ),
      ),
    ).toBe(
      lines(
        '**More**',
        '',
        'Hidden text.',
        '',
        'Press `Ctrl`+`K`, see FAQ (Frequently asked questions),',
        'x2 H2O marked added ~~removed~~.\\',
        'Next line.',
        '',
        '**Want**',
        '',
        'A thing you look for.',
      ),
    );
  });

  it.each(INERT_DOCS)('keeps $name inert: text stays text, code stays code', async ({ body, shows }) => {
    const markdown = await served(body);
    expect(markdown.replace(/\\([\\{}<>*_`[\]])/g, '$1')).toContain(shows);
  });

  it('writes what would be HTML or JSX in Markdown as escaped text or code, never as markup', async () => {
    const markdown = await served(
      lines(
        '&lt;script&gt;alert(1)&lt;/script&gt; and \\<Tabs\\> and &#0; and \u0000',
        '',
        '`<iframe src="https://evil.example">`',
        '',
        '```mdx',
        '<Tabs><TabItem value="a">{process.env.SECRET}</TabItem></Tabs>',
        '```',
      ),
    );
    expect(markdown).toBe(
      lines(
        '\\<script>alert(1)\\</script> and \\<Tabs> and \uFFFD and \uFFFD',
        '',
        '`<iframe src="https://evil.example">`',
        '',
        '```mdx',
        '<Tabs><TabItem value="a">{process.env.SECRET}</TabItem></Tabs>',
        '```',
      ),
    );
  });
});
