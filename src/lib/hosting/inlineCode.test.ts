import { readInlineCode } from './inlineCode';

test('readInlineCode takes inline scripts, style elements and style attributes, as written', () => {
  const html = [
    '<html><head><style data-href="/styles.css">a{color:red}</style>',
    '<script>window.a = 1 < 2 && "x";</script>',
    '<script type="application/ld+json">{"@type":"WebPage"}</script>',
    '<script src="/app.js" async></script></head>',
    '<body><div style="outline:none" tabindex="-1"><script type="module">import "./x.js";</script></div></body></html>',
  ].join('');
  expect(readInlineCode(html)).toEqual({
    scripts: ['window.a = 1 < 2 && "x";', 'import "./x.js";'],
    styles: ['a{color:red}'],
    styleAttributes: ['outline:none'],
  });
});
