import { absoluteUrl, docRoute, isExternalHref, joinPath, stripPathPrefix } from './paths';

describe('paths', () => {
  it('joins segments with single slashes', () => {
    expect(joinPath('/', 'resources')).toBe('/resources');
    expect(joinPath('/docs/', '/wants/')).toBe('/docs/wants');
    expect(joinPath('/')).toBe('/');
  });

  it('puts the main doc at the version path and the others below it', () => {
    expect(docRoute('/', 'index', 'index')).toBe('/');
    expect(docRoute('/', 'wants', 'index')).toBe('/wants');
    expect(docRoute('/1.0', 'wants', 'index')).toBe('/1.0/wants');
  });

  it("routes a doc in a folder below the folder, and a folder's index doc at the folder", () => {
    expect(docRoute('/', 'guides/alerts', 'index')).toBe('/guides/alerts');
    expect(docRoute('/', 'guides/index', 'index')).toBe('/guides');
    expect(docRoute('/', 'guides/deep/index', 'index')).toBe('/guides/deep');
    expect(docRoute('/1.0', 'guides/index', 'intro')).toBe('/1.0/guides');
    expect(docRoute('/', 'reindex', 'index')).toBe('/reindex');
  });

  it('builds absolute URLs', () => {
    expect(absoluteUrl('https://docs.trove.app', '/')).toBe('https://docs.trove.app/');
    expect(absoluteUrl('https://docs.trove.app', '/wants')).toBe('https://docs.trove.app/wants');
  });

  it('tells external links from internal ones', () => {
    expect(isExternalHref('https://trove.app')).toBe(true);
    expect(isExternalHref('mailto:help@trove.app')).toBe(true);
    expect(isExternalHref('//cdn.example')).toBe(true);
    expect(isExternalHref('/wants#price-ceilings')).toBe(false);
    expect(isExternalHref('#top')).toBe(false);
  });
});

describe('stripPathPrefix', () => {
  it('removes the prefix the site is served under', () => {
    expect(stripPathPrefix('/docs/wants', '/docs')).toBe('/wants');
    expect(stripPathPrefix('/docs', '/docs')).toBe('/');
    expect(stripPathPrefix('/docs/', '/docs')).toBe('/');
  });

  it('leaves paths outside the prefix, and any path without a prefix, alone', () => {
    expect(stripPathPrefix('/docsearch', '/docs')).toBe('/docsearch');
    expect(stripPathPrefix('/wants', '')).toBe('/wants');
  });
});
