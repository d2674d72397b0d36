import { checkLinks, formatLinkProblems, isMarkdownFileLink, resolveHref, type BuiltPage } from './linkCheck';
import { linkRunCutter } from './linkRuns';

const runs = linkRunCutter();
const page = (route: string, hrefs: string[], ids: string[] = []): BuiltPage => ({
  route,
  links: runs.cut(hrefs),
  ids: new Set(ids),
});

describe('resolveHref', () => {
  it('resolves relative and absolute site links to a route and hash', () => {
    expect(resolveHref('/wants#price-ceilings', '/')).toEqual({ route: '/wants', hash: 'price-ceilings' });
    expect(resolveHref('#goals', '/resources')).toEqual({ route: '/resources', hash: 'goals' });
    expect(resolveHref('wants/', '/')).toEqual({ route: '/wants', hash: '' });
    expect(resolveHref('/docs/wants', '/', '/docs')).toEqual({ route: '/wants', hash: '' });
    expect(resolveHref('/docs', '/wants', '/docs')).toEqual({ route: '/', hash: '' });
  });

  it('ignores other sites and schemes', () => {
    expect(resolveHref('https://trove.app', '/')).toBeNull();
    expect(resolveHref('//cdn.example.com/x.js', '/')).toBeNull();
    expect(resolveHref('mailto:help@trove.app', '/')).toBeNull();
  });
});

describe('checkLinks', () => {
  const files = new Set(['/img/logo.svg', '/sitemap-index.xml']);
  const fileExists = (route: string) => files.has(route);

  it('finds no problem in a site whose links all land', () => {
    const pages = [
      page('/', ['/wants#price-ceilings', '/img/logo.svg', 'https://trove.app'], ['goals']),
      page('/wants', ['/', '#price-ceilings'], ['price-ceilings']),
    ];
    const report = checkLinks(pages, fileExists);
    expect(report.brokenLinks.size).toBe(0);
    expect(report.brokenAnchors.size).toBe(0);
  });

  it('reports broken links and broken anchors by source page, each once', () => {
    const pages = [
      page('/', ['/wantz', '/wantz', '/wants#nowhere'], []),
      page('/wants', ['/resources#goal'], ['price-ceilings']),
      page('/resources', [], ['goals']),
    ];
    const report = checkLinks(pages, fileExists);
    expect([...report.brokenLinks]).toEqual([['/', ['/wantz']]]);
    expect([...report.brokenAnchors]).toEqual([
      ['/', ['/wants#nowhere']],
      ['/wants', ['/resources#goal']],
    ]);
  });
});

describe('checkLinks on a large site', () => {
  it('checks a run of links every page holds once, and reports its broken links on each page', () => {
    const sidebar = [...Array.from({ length: 200 }, (_, index) => `/doc-${index}#top`), '/img/logo.svg', '/gone'];
    const pages = Array.from({ length: 200 }, (_, index) => page(`/doc-${index}`, ['#top', ...sidebar], ['top']));
    const asked: string[] = [];
    const report = checkLinks(pages, (route) => {
      asked.push(route);
      return route === '/img/logo.svg';
    });
    // Once each for the two links to no page, not once per page holding them (400 calls).
    expect(asked.sort()).toEqual(['/gone', '/img/logo.svg']);
    expect(report.brokenLinks.size).toBe(200);
    expect(report.brokenLinks.get('/doc-7')).toEqual(['/gone']);
  });

  it('checks a relative link from each page that holds it', () => {
    const pages = [page('/a/one', ['two', '/a/two']), page('/b/one', ['two', '/a/two']), page('/a/two', [])];
    expect([...checkLinks(pages, () => false).brokenLinks]).toEqual([['/b/one', ['two']]]);
  });

  it('leaves the links `skip` accepts unchecked', () => {
    const report = checkLinks(
      [page('/', ['./wants.mdx', '/gone'])],
      () => false,
      '',
      (href) => href.endsWith('.mdx'),
    );
    expect([...report.brokenLinks]).toEqual([['/', ['/gone']]]);
  });
});

describe('isMarkdownFileLink', () => {
  it("finds the site's own links to a Markdown file, which no doc has", () => {
    expect(isMarkdownFileLink('./trades.mdx')).toBe(true);
    expect(isMarkdownFileLink('/guides/notes.md#setup')).toBe(true);
    expect(isMarkdownFileLink('../wants.mdx?tab=1')).toBe(true);
  });

  it("leaves another site's Markdown files, such as a doc's edit link, and routes alone", () => {
    expect(isMarkdownFileLink('https://github.com/trove-app/docs/edit/main/content/docs/wants.mdx')).toBe(false);
    expect(isMarkdownFileLink('//example.com/README.md')).toBe(false);
    expect(isMarkdownFileLink('/wants')).toBe(false);
    expect(isMarkdownFileLink('/media/notes.md.png')).toBe(false);
  });
});

describe('formatLinkProblems', () => {
  it('lists each page with its broken links', () => {
    const byPage = new Map([
      ['/wants', ['/resources#goal']],
      ['/', ['/wantz']],
    ]);
    expect(formatLinkProblems('Broken links', byPage, 3)).toBe(
      ['Broken links:', '- On /:', '  - /wantz', '- On /wants:', '  - /resources#goal'].join('\n'),
    );
  });

  it('says a link broken on many pages is probably in the navbar or footer', () => {
    const byPage = new Map([
      ['/', ['/blog']],
      ['/wants', ['/blog']],
      ['/resources', ['/blog', '/wantz']],
    ]);
    expect(formatLinkProblems('Broken links', byPage, 3)).toContain(
      '/blog is broken on many pages: probably in the navbar or footer (content/navigation/) rather than in a doc.',
    );
  });
});
