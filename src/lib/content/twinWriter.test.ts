/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { INERT_DOCS } from './hostileDocs.testHelper';
import type { OracleResult } from './twinOracle.testHelper';
import { writeTwin, type WritableNode } from './twinWriter';

const text = (value: string): WritableNode => ({ type: 'text', value });
const paragraph = (...children: WritableNode[]): WritableNode => ({ type: 'paragraph', children });
const root = (...children: WritableNode[]): WritableNode => ({ type: 'root', children });
const inline = (type: string, ...children: WritableNode[]): WritableNode => ({ type, children });
const lines = (...text: string[]) => `${text.join('\n')}\n`;

describe('writeTwin', () => {
  it('writes blocks as mdast-util-to-markdown does with the twin’s options (a list not starting at 1 after a blank line: it cannot interrupt a paragraph)', () => {
    const item = (...children: WritableNode[]): WritableNode => ({ type: 'listItem', spread: false, children });
    expect(
      writeTwin(
        root(
          { type: 'heading', depth: 2, children: [text('Price '), inline('emphasis', text('ceilings'))] },
          paragraph(text('One '), inline('strong', text('two')), text(' '), inline('delete', text('three'))),
          {
            type: 'list',
            ordered: false,
            spread: false,
            children: [
              { ...item(paragraph(text('done'))), checked: true },
              item(paragraph(text('nested')), {
                type: 'list',
                ordered: true,
                start: 3,
                spread: false,
                children: [item(paragraph(text('third')))],
              }),
            ],
          },
          { type: 'blockquote', children: [paragraph(text('Quoted.')), { type: 'code', lang: 'ts', value: 'a\n\nb' }] },
          { type: 'thematicBreak' },
          {
            type: 'table',
            align: ['left', 'right'],
            children: [
              { type: 'tableRow', children: [inline('tableCell', text('Limit')), inline('tableCell', text('Value'))] },
              {
                type: 'tableRow',
                children: [
                  inline('tableCell', { type: 'inlineCode', value: 'a|b' }),
                  inline('tableCell', text('5,000')),
                ],
              },
            ],
          },
        ),
      ),
    ).toBe(
      lines(
        '## Price _ceilings_',
        '',
        'One **two** ~~three~~',
        '',
        '- [x] done',
        '- nested',
        '',
        '  3. third',
        '',
        '> Quoted.',
        '>',
        '> ```ts',
        '> a',
        '>',
        '> b',
        '> ```',
        '',
        '---',
        '',
        '| Limit  | Value |',
        '| :----- | ----: |',
        '| `a\\|b` | 5,000 |',
      ),
    );
  });

  it('writes code with a fence longer than any run of backticks in it, and links with their destinations', () => {
    expect(
      writeTwin(
        root(
          { type: 'code', lang: 'md', meta: 'title="x.md"', value: 'Use ```fences```.' },
          paragraph(
            { type: 'link', url: '\u00000\u0000', children: [text('Wants')] },
            text(' and '),
            { type: 'image', url: 'https://images.trove.app/a (1).png', alt: 'A [shelf]', title: 'Say "hi"' },
            text(' and '),
            { type: 'inlineCode', value: '`tick`' },
          ),
        ),
      ),
    ).toBe(
      lines(
        '````md title="x.md"',
        'Use ```fences```.',
        '````',
        '',
        '[Wants](<\u00000\u0000>) and ![A \\[shelf\\]](<https://images.trove.app/a (1).png> "Say \\"hi\\"") and `` `tick` ``',
      ),
    );
  });

  it('escapes what would start Markdown, at the start of a line and anywhere, and leaves the rest of the text as written', () => {
    expect(
      writeTwin(
        root(
          paragraph(
            text('# not a heading\n- not a list\n1. not a list\n> not a quote\n+ = snake_case *a* [b] `c` ~d~ |e|'),
          ),
          paragraph(text('<b> &amp; a_b C:\\dir\\ 10 < 20 www.trove.app mail@trove.app http://x')),
          paragraph(
            text('Wow!'),
            { type: 'link', url: '/x', children: [text('link')] },
            { type: 'break' },
            text('\n  next'),
          ),
          { type: 'heading', depth: 3, children: [text('C# and #')] },
        ),
      ),
    ).toBe(
      lines(
        '\\# not a heading',
        '\\- not a list',
        '1\\. not a list',
        '\\> not a quote',
        '\\+ = snake_case \\*a\\* \\[b\\] \\`c\\` \\~d\\~ \\|e\\|',
        '',
        '\\<b> \\&amp; a_b C:\\dir\\ 10 < 20 www\\.trove.app mail\\@trove.app http\\://x',
        '',
        'Wow\\![link](/x)\\',
        '&#xA;  next',
        '',
        '### C# and \\#',
      ),
    );
  });

  it('writes a code block of very many backtick runs', () => {
    const value = '`a'.repeat(200_000);
    expect(writeTwin(root({ type: 'code', lang: 'txt', value }))).toBe(lines('```txt', value, '```'));
  });

  it('writes footnotes, the glossary’s among them, as mdast-util-to-markdown does: a ( after a call and a ! before one escaped, a definition’s later blocks indented', () => {
    const call = (label: string): WritableNode => ({ type: 'footnoteReference', identifier: label, label });
    const definition = (label: string, ...children: WritableNode[]): WritableNode => ({
      type: 'footnoteDefinition',
      identifier: label,
      label,
      children,
    });
    expect(
      writeTwin(
        root(
          paragraph(text('What you want'), call('term-want'), text('(soon) and wow!'), call('1')),
          definition('term-want', paragraph(inline('strong', text('want')), text(': An item you are looking for.'))),
          definition('1', paragraph(text('First.')), paragraph(text('Second.'))),
        ),
      ),
    ).toBe(
      lines(
        'What you want[^term-want]\\(soon) and wow\\![^1]',
        '',
        '[^term-want]: **want**: An item you are looking for.',
        '',
        '[^1]: First.',
        '',
        '    Second.',
      ),
    );
  });

  it('uses * for emphasis inside a word, where _ would not open', () => {
    expect(writeTwin(root(paragraph(text('un'), inline('emphasis', text('believ')), text('able'))))).toBe(
      lines('un*believ*able'),
    );
  });

  it.each([
    ['a definition', root({ type: 'definition', url: '/x' })],
    [
      'a reference',
      root(paragraph({ type: 'linkReference', referenceType: 'full', children: [text('x')] } as WritableNode)),
    ],
    [
      'a footnote whose label would need escapes',
      root({ type: 'footnoteDefinition', identifier: 'a b', label: 'a b', children: [paragraph(text('x'))] }),
    ],
    [
      'a footnote call at the start of a line, where it would read as a definition',
      root(paragraph({ type: 'footnoteReference', identifier: '1', label: '1' })),
    ],
    ['a list next to a list', root({ type: 'list', children: [] }, { type: 'list', children: [] })],
    ['emphasis that starts with a space', root(paragraph(inline('emphasis', text(' x'))))],
    [
      'emphasis that only a character reference could open',
      root(paragraph(text('a'), inline('emphasis', text('(b)')))),
    ],
    ['emphasis next to emphasis', root(paragraph(inline('emphasis', text('a')), inline('strong', text('b'))))],
    ['a carriage return', root(paragraph(text('a\rb')))],
    ['a line ending in a heading', root({ type: 'heading', depth: 2, children: [text('a\nb')] })],
    [
      'a list item that starts with a list',
      root({ type: 'list', children: [{ type: 'listItem', children: [{ type: 'list', children: [] }] }] }),
    ],
  ])('leaves %s to mdast-util-to-markdown', (_, tree) => {
    expect(writeTwin(tree)).toBeUndefined();
  });
});

/** The oracle (twinOracle.testHelper.ts), compiled for Node inside the project, where its imports of packages resolve. */
function runOracle(bodies: string[]): OracleResult[] {
  const folder = path.resolve('node_modules/.cache/trove-twin-oracle');
  const bundle = path.join(folder, `oracle-${process.pid}.mjs`);
  const input = path.join(folder, `bodies-${process.pid}.json`);
  buildSync({
    entryPoints: [path.resolve(__dirname, 'twinOracle.testHelper.ts')],
    outfile: bundle,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
  });
  fs.writeFileSync(input, JSON.stringify(bodies));
  try {
    return JSON.parse(
      execFileSync(process.execPath, [bundle, input], { encoding: 'utf8', maxBuffer: 1 << 28 }),
    ) as OracleResult[];
  } finally {
    for (const file of [bundle, input]) fs.rmSync(file, { force: true });
  }
}

/** Pieces of Markdown, MDX and text that each mean something to one writer or the other. */
const PIECES = [
  'foo',
  'bar baz',
  '*em*',
  '**strong**',
  '_u_',
  '__uu__',
  '~~del~~',
  '~',
  '`code`',
  '``a`b``',
  '[link](https://x.com/a_(b))',
  '[l](../wants.mdx#x)',
  '![img](/media/a.png "t\\"q")',
  '[t](/a "ti(t)le")',
  '![a [b] c](x.png)',
  '[a *b* `c`](/r)',
  '<kbd>K</kbd>',
  '<abbr title="T">A</abbr>',
  '<del>d</del>',
  '<br />',
  '<sup>2</sup>',
  'x<ins>y</ins>',
  '\\*',
  '\\_',
  '\\[',
  '\\]',
  '\\\\',
  '\\<',
  '\\#',
  '&amp;',
  '&lt;',
  '&#35;',
  '&copy;',
  '#',
  '##',
  '>',
  '-',
  '+',
  '=',
  '1.',
  '2)',
  '1986.',
  '|',
  'a|b',
  '!',
  ':',
  'http://x.y',
  'www.example.com',
  'a@b.co',
  'snake_case',
  'x*y*z',
  'a**b**c',
  '**a**b',
  '***x***',
  '*(x)*',
  'p:/',
  'C#',
  '  ',
  '\t',
  '.',
  '(',
  ')',
  '"',
  "'",
  '^',
  '%',
  'é',
  '中文',
  'ü_ü',
  '---',
  '***',
  '\\',
  '[^1]',
  '[^n-2]',
  ':term[goal]',
  ':term[haves]{id=have}',
];

/** Ways to set a line of pieces in a block. */
const BLOCKS: ((line: string) => string)[] = [
  (line) => line,
  (line) => `# ${line}`,
  (line) => `### ${line}`,
  (line) => `- ${line}`,
  (line) => `1. ${line}`,
  (line) => `> ${line}`,
  (line) => `- [x] ${line}`,
  (line) => `  - ${line}`,
  (line) => `:::tip\n${line}\n:::`,
  (line) => `| h |\n| - |\n| ${line.replace(/\n/g, ' ')} |`,
  () => '```js title="a"\nconst a = "`";\n```',
  () => '| a | b |\n| :- | -: |\n| x | y |',
  () => '---',
  () => '[^1]: A note.\n\n    And its second paragraph.',
  () => '[^n-2]: Another.',
  () => '',
];

/** Docs made of the pieces, the same ones every run (a linear congruential generator from a fixed seed). */
function generatedDocs(count: number): string[] {
  let seed = 7;
  const pick = (size: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    // The high bits: the low bits of this generator repeat in short cycles.
    return Math.floor(seed / 65536) % size;
  };
  return Array.from({ length: count }, () => {
    const blocks: string[] = [];
    for (let block = pick(5); block >= 0; block -= 1) {
      let line = '';
      for (let piece = pick(8); piece >= 0; piece -= 1)
        line += ['', ' ', ' ', '\n'][pick(4)] + PIECES[pick(PIECES.length)];
      blocks.push(BLOCKS[pick(BLOCKS.length)](line), ...(pick(2) === 0 ? [''] : []));
    }
    return `${blocks.join('\n')}\n`;
  });
}

/** A doc as editors write them: what writeTwin is for. */
const EDITED_DOC = lines(
  'Track what you **have** and what you _want_; see [wants](../wants.mdx#ceilings).',
  '',
  'A :term[goal] holds :term[wants]{id=want}.[^why]',
  '',
  '[^why]: Because you are looking for them.',
  '',
  '## Price ceilings',
  '',
  ':::tip[Price alerts]',
  'Set a ceiling, and Trove tells you when a listing is below it.',
  ':::',
  '',
  '1. Open **Wants**.',
  '2. Choose a want, then `Edit`.',
  '',
  '| Field | Meaning |',
  '| :-- | :-- |',
  '| Ceiling | The most you would pay, in your currency. |',
  '',
  '<Tabs>',
  '  <TabItem value="csv" label="CSV">',
  '',
  '```csv title="wants.csv"',
  'name,ceiling',
  '```',
  '',
  '  </TabItem>',
  '</Tabs>',
);

describe('writeTwin against mdast-util-to-markdown, on the build’s trees', () => {
  jest.setTimeout(120_000);
  const docs = [EDITED_DOC, ...INERT_DOCS.map(({ body }) => body), ...generatedDocs(2500)];
  let results: OracleResult[];
  beforeAll(() => {
    results = runOracle(docs);
  });

  it('writes a doc as editors write them itself, as mdast-util-to-markdown does', () => {
    expect(results[0].fast).toBeDefined();
    expect(results[0].fast).toBe(results[0].slow);
  });

  it('writes Markdown that parses to the same tree as mdast-util-to-markdown’s, for every doc it writes', () => {
    const differing = docs.filter((_, index) => results[index].sameTree === false);
    expect(differing).toEqual([]);
  });

  it('writes most of them itself, so that the comparison above is not empty', () => {
    const rendered = results.filter((result) => !result.refused);
    const written = rendered.filter((result) => result.fast !== undefined);
    expect(rendered.length).toBeGreaterThan(1000);
    expect(written.length / rendered.length).toBeGreaterThan(0.5);
  });
});
