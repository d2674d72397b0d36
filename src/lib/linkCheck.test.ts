import { checkLinks, formatLinkProblems, resolveHref, type BuiltPage } from './linkCheck';

const page = (route: string, hrefs: string[], ids: string[] = []): BuiltPage => ({
  route,
  hrefs,
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
