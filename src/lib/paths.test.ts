import { absoluteUrl, docIdOf, docRoute, duplicateRoutes, isExternalHref, joinPath, stripPathPrefix } from './paths';

describe('paths', () => {
  it('joins segments with single slashes', () => {
    expect(joinPath('/', 'resources')).toBe('/resources');
    expect(joinPath('/docs/', '/wants/')).toBe('/docs/wants');
    expect(joinPath('/')).toBe('/');
  });

  it("takes a doc's id from front matter, or else from its file name", () => {
    expect(docIdOf('content/docs/wants.mdx', 'want-lists')).toBe('want-lists');
    expect(docIdOf('content/docs/wants.mdx', undefined)).toBe('wants');
    expect(docIdOf('content/docs/guides/grading.md', undefined)).toBe('grading');
  });

  it('puts the main doc at the version path and the others below it', () => {
    expect(docRoute('/', 'index', 'index')).toBe('/');
    expect(docRoute('/', 'wants', 'index')).toBe('/wants');
    expect(docRoute('/1.0', 'wants', 'index')).toBe('/1.0/wants');
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

  it('finds routes claimed by two files', () => {
    const duplicates = duplicateRoutes([
      { route: '/', file: 'content/docs/index.mdx' },
      { route: '/wants', file: 'content/docs/wants.mdx' },
      { route: '/wants', file: 'content/docs/wants-old.mdx' },
    ]);
    expect([...duplicates]).toEqual([['/wants', ['content/docs/wants.mdx', 'content/docs/wants-old.mdx']]]);
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
