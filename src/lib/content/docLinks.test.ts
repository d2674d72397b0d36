import { element, type ContentFile, type HastElement } from './hast';
import rehypeDocLinks, { linkedDocsPath } from './docLinks';
import { resolveDocLinks } from './resolveDocLinks';

describe('linkedDocsPath', () => {
  it("resolves a link to a doc's file against the linking doc's folder", () => {
    expect(linkedDocsPath('./wants.mdx#alerts', 'index.mdx')).toBe('wants.mdx');
    expect(linkedDocsPath('alerts.md', 'guides/index.mdx')).toBe('guides/alerts.md');
    expect(linkedDocsPath('../wants.mdx', 'guides/deep/a.mdx')).toBe('guides/wants.mdx');
    expect(linkedDocsPath('../../wants.mdx?x=1', 'guides/deep/a.mdx')).toBe('wants.mdx');
    expect(linkedDocsPath('price%20guides.mdx', 'a.mdx')).toBe('price guides.mdx');
  });

  it('leaves routes, anchors, other sites, other files and paths above the docs folder alone', () => {
    for (const href of ['/wants', '#alerts', 'https://x.y/a.mdx', 'image.png', '../../../out.mdx', '%E0%A4%A.mdx']) {
      expect(linkedDocsPath(href, 'guides/a.mdx')).toBeUndefined();
    }
  });
});

function run(docsPath: string, pathPrefix: string, hrefs: string[]): { links: HastElement[]; file: ContentFile } {
  const links = hrefs.map((href) => element('a', { href, className: ['x'] }));
  const file: ContentFile = { data: { doc: { docsPath, pathPrefix } }, message: () => undefined };
  rehypeDocLinks()(element('root', {}, [element('p', {}, links)]), file);
  return { links, file };
}

describe('rehypeDocLinks', () => {
  it('marks links to doc files, first, and collects the files', () => {
    const { links, file } = run('guides/a.mdx', '', ['../wants.mdx#alerts', './b.mdx', '../wants.mdx', '/resources']);
    expect(Object.keys(links[0].properties)).toEqual(['data-doc-link', 'href', 'className']);
    expect(links[0].properties['data-doc-link']).toBe('wants.mdx');
    expect(links[3].properties).toEqual({ 'data-site-link': '/resources', href: '/resources', className: ['x'] });
    expect(file.data.docLinks).toEqual(['wants.mdx', 'guides/b.mdx']);
  });

  it('marks links to site paths with the path, first, and collects the paths', () => {
    const { links, file } = run('a.mdx', '/docs', ['/wants?x=1#a', '/', '/wants']);
    expect(Object.keys(links[0].properties)).toEqual(['data-site-link', 'href', 'className']);
    expect(links.map((link) => link.properties['data-site-link'])).toEqual(['/wants', '/', '/wants']);
    expect(file.data.siteLinks).toEqual(['/wants', '/']);
  });

  it("puts the site's path prefix on links to site routes, not on other links", () => {
    const { links } = run('a.mdx', '/docs', ['/resources#x', '//cdn.example/a', '#top', 'https://x.y']);
    expect(links.map((link) => link.properties.href)).toEqual([
      '/docs/resources#x',
      '//cdn.example/a',
      '#top',
      'https://x.y',
    ]);
  });
});

describe('resolveDocLinks', () => {
  it('turns marked links into the routes of their docs, keeping query and hash', () => {
    const html =
      '<p><a data-doc-link="wants.mdx" href="./wants.mdx?a=1&amp;b=2#alerts">w</a> ' +
      '<a data-doc-link="gone.mdx" href="./gone.mdx">g</a> <code>&lt;a data-doc-link="wants.mdx" href="x"</code></p>';
    expect(resolveDocLinks(html, { 'wants.mdx': '/docs/wants' })).toBe(
      '<p><a href="/docs/wants?a=1&amp;b=2#alerts">w</a> <a href="./gone.mdx">g</a> <code>&lt;a data-doc-link="wants.mdx" href="x"</code></p>',
    );
  });

  it('leads marked site paths into the routes given, and leaves the others as written', () => {
    const html =
      '<a data-site-link="/wants" href="/docs/wants#alerts">w</a> ' +
      '<a data-site-link="/media/a.png" href="/docs/media/a.png">m</a> <a data-site-link="/constructor" href="/docs/constructor">c</a>';
    expect(resolveDocLinks(html, { '/wants': '/docs/1.0/wants' })).toBe(
      '<a href="/docs/1.0/wants#alerts">w</a> <a href="/docs/media/a.png">m</a> <a href="/docs/constructor">c</a>',
    );
  });
});
