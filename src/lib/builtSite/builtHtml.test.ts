/** @jest-environment node */
import { readBuiltHtml } from './builtHtml';

describe('readBuiltHtml', () => {
  it('reads ids and link targets, decoding entities', () => {
    const html = `<main id="main"><h2 id="price-ceilings">Price ceilings</h2>
      <a href="/wants#price-ceilings">ceilings</a><a name="legacy"></a>
      <a href="/resources?q=a&amp;b=c">search</a><a>no target</a>
      <pre><code>&lt;a href="/not-a-link"&gt;</code></pre></main>`;
    const { ids, hrefs } = readBuiltHtml(html);
    expect([...ids]).toEqual(['main', 'price-ceilings', 'legacy']);
    expect(hrefs).toEqual(['/wants#price-ceilings', '/resources?q=a&b=c']);
  });

  it('takes inline scripts, style elements and style attributes, as written', () => {
    const html = [
      '<html><head><style data-href="/styles.css">a{color:red}</style>',
      '<script>window.a = 1 < 2 && "x";</script>',
      '<script type="application/ld+json">{"@type":"WebPage"}</script>',
      '<script src="/app.js" async></script></head>',
      '<body><div style="outline:none" tabindex="-1"><script type="module">import "./x.js";</script></div></body></html>',
    ].join('');
    expect(readBuiltHtml(html).inline).toEqual({
      scripts: ['window.a = 1 < 2 && "x";', 'import "./x.js";'],
      styles: ['a{color:red}'],
      styleAttributes: ['outline:none'],
    });
  });
});
