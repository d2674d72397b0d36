/**
 * @jest-environment node
 */
import path from 'node:path';
import type { RenderInput, RenderResult } from '../../render/renderDoc';
import { RenderPool } from '../../render/renderPool';
import { HOSTILE_DOCS, INERT_DOCS } from './hostileDocs.testHelper';

// The real pipeline on a worker thread, as the build runs it: the profile acts on MDX's parsed tree.
const pool = new RenderPool(1);
afterAll(() => pool.close());
jest.setTimeout(60_000);

const render = (body: string, extra: Partial<RenderInput> = {}): Promise<RenderResult> =>
  pool.render({
    body,
    absolutePath: path.resolve('content/docs/fixture.mdx'),
    docsPath: 'fixture.mdx',
    pathPrefix: '',
    lineOffset: 0,
    imageOrigins: [],
    ...extra,
  });

async function html(body: string, extra?: Partial<RenderInput>): Promise<string> {
  const result = await render(body, extra);
  if ('error' in result) throw new Error(result.error.message);
  return result.doc.html;
}

/** The text of rendered HTML as a reader sees it, entities decoded. */
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('the content profile', () => {
  it.each(HOSTILE_DOCS.map((doc) => [doc.name, doc] as const))(
    'refuses %s, with the line and the fix',
    async (_, doc) => {
      const result = await render(`Intro.\n\n${doc.body}`, { lineOffset: 4 });
      expect(result).toEqual({ error: expect.objectContaining({ message: expect.stringContaining(doc.refusal) }) });
      // Lines count in the file: 4 lines of front matter, then the intro and a blank line.
      expect('error' in result && result.error.line).toBeGreaterThanOrEqual(7);
    },
  );

  it.each(INERT_DOCS.map((doc) => [doc.name, doc] as const))('shows %s as text', async (_, doc) => {
    const markup = await html(doc.body);
    expect(textOf(markup)).toContain(doc.shows);
    expect(markup).not.toMatch(/<script|<iframe|javascript:/i);
  });

  it('pins the messages an editor reads', async () => {
    const messages = await Promise.all(
      [
        'Build host: {process.env.TROVE_SECRET_PROBE}',
        "import Tabs from '@theme/Tabs'",
        '<iframe src="https://evil.example/"></iframe>',
        '<details open onToggle="alert(1)"><summary>S</summary></details>',
        '[x](javascript:alert(1))',
        '![x](https://evil.example/t.png)',
        '![x](../media/shelf.png)',
        'Show {curly',
      ].map(async (body) => {
        const result = await render(body);
        return 'error' in result ? result.error.message : 'rendered';
      }),
    );
    expect(messages).toMatchInlineSnapshot(`
     [
       "{process.env.TROVE_SECRET_PROBE} is JavaScript, and a doc cannot run code; to show a brace, write \\{ and \\} or put the text in backticks (\`{like this}\`); for a note to editors, write {/* a note */} (1:13-1:45)",
       ""import Tabs from '@theme/Tabs'": import is not allowed, as a doc cannot run code; <Tabs>, <TabItem> need no import: delete the line (1:1-1:31)",
       "<iframe> is not allowed in a doc, which cannot run code, load from elsewhere or style the page; the HTML a doc may use: <details>, <summary>, <kbd>, <br>, <sup>, <sub>, <abbr>, <mark>, <del>, <ins>, <dl>, <dt>, <dd>; links and images are Markdown, [text](url) and ![alt](/media/file.png) (1:1-1:46)",
       "<details>: the attribute "onToggle" is not allowed; <details> takes open (1:1-1:65)",
       "The link "javascript:alert(1)" uses the scheme "javascript:", which is not allowed; use http(s)://…, mailto:…, a site path such as /wants, or a relative path such as ./wants.mdx (1:1-1:25)",
       "The image "https://evil.example/t.png" is on another site (https://evil.example), which readers' browsers would contact: put the file in the content's media/ folder and write ![alt](/media/<file>), or list the origin in docs.imageOrigins of src/config/site.config.ts (1:1-1:33)",
       "The image "../media/shelf.png" is relative to the page's address, which is not the same in every version, language and place the site is served from: write the path of its file in the content's media/ folder from the site's root, ![alt](/media/shelf.png) (1:1-1:25)",
       "Unexpected end of file in expression, expected a corresponding closing brace for \`{\`. A doc cannot hold JavaScript: to show a brace, write \\{ and \\} or put the text in backticks (\`{like this}\`); for a note to editors, write {/* a note */}",
     ]
    `);
  });

  it('lists every problem of a doc at once, each with its place', async () => {
    const result = await render('<script>x</script>\n\n[a](javascript:a)\n\n{b}', { lineOffset: 2 });
    expect('error' in result && result.error).toEqual({
      line: 3,
      column: 1,
      message: expect.stringMatching(/^3 problems:\n- .*\(3:1-3:19\)\n- .*\(5:1-5:18\)\n- .*\(7:1-7:4\)$/),
    });
  });

  it('keeps the allowed HTML with its allowed attributes, and removes comments', async () => {
    expect(
      await html(
        [
          '<details open>',
          '<summary>Keyboard</summary>',
          '',
          'Press <kbd>Ctrl</kbd>+<kbd>K</kbd>{/* the shortcut */}, H<sub>2</sub>O, x<sup>2</sup>, <abbr title="Key Mint">KM</abbr>.',
          '',
          '</details>',
        ].join('\n'),
      ),
    ).toBe(
      '<details open=""><summary>Keyboard</summary><p>Press <kbd>Ctrl</kbd>+<kbd>K</kbd>, H<sub>2</sub>O, x<sup>2</sup>, <abbr title="Key Mint">KM</abbr>.</p></details>',
    );
  });

  it('allows links of the URL rule and images from the site or the origins the config lists', async () => {
    const markup = await html(
      '[a](https://trove.app) [b](mailto:help@trove.app) [c](/wants#alerts) [d](#x) ![e](/media/shelf.png) ![f](https://images.trove.app/shelf.png)',
      { imageOrigins: ['https://images.trove.app'] },
    );
    expect(markup).toContain('<img src="https://images.trove.app/shelf.png" alt="f"/>');
    expect(markup).toContain('<img src="/media/shelf.png" alt="e" decoding="async"/>');
  });

  it('checks where components stand and what they hold', async () => {
    const messageOf = async (body: string) => {
      const result = await render(body);
      return 'error' in result ? result.error.message : 'rendered';
    };
    expect(await messageOf('<TabItem value="a">A</TabItem>')).toContain('<TabItem> must stand directly inside <Tabs>');
    expect(await messageOf('<Tabs>\n\nLoose text\n\n</Tabs>')).toContain('<Tabs> may hold only <TabItem> elements');
    expect(await messageOf('<Tabs></Tabs>')).toContain('<Tabs> needs at least one <TabItem>');
    expect(await messageOf('<Tabs><TabItem label="CSV">x</TabItem></Tabs>')).toContain('<TabItem> needs value="…"');
    expect(await messageOf('<Tabs><TabItem value="a">x</TabItem><TabItem value="a">y</TabItem></Tabs>')).toContain(
      'two <TabItem>s of one <Tabs> have the value "a"',
    );
    expect(await messageOf('<Tabs><TabItem value="a" default="yes">x</TabItem></Tabs>')).toContain('default is a flag');
    expect(await messageOf('<Tabs groupId><TabItem value="a">x</TabItem></Tabs>')).toContain(
      'groupId needs a value in quotes',
    );
  });
});
