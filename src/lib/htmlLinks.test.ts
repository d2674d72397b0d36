/** @jest-environment node */
import { readHtmlLinks } from './htmlLinks';

describe('readHtmlLinks', () => {
  it('reads ids and link targets, decoding entities', () => {
    const html = `<main id="main"><h2 id="price-ceilings">Price ceilings</h2>
      <a href="/wants#price-ceilings">ceilings</a><a name="legacy"></a>
      <a href="/resources?q=a&amp;b=c">search</a><a>no target</a>
      <pre><code>&lt;a href="/not-a-link"&gt;</code></pre></main>`;
    const { ids, hrefs } = readHtmlLinks(html);
    expect([...ids]).toEqual(['main', 'price-ceilings', 'legacy']);
    expect(hrefs).toEqual(['/wants#price-ceilings', '/resources?q=a&b=c']);
  });
});
