import { routeInVersion, versionLinkProblems, versionSiteRoutes } from './versionLinks';

describe('routeInVersion', () => {
  it("is the route below the version's path", () => {
    expect(routeInVersion('/1.0', '/1.0/guides/alerts')).toBe('/guides/alerts');
    expect(routeInVersion('/1.0', '/1.0')).toBe('/');
    expect(routeInVersion('/', '/wants')).toBe('/wants');
    expect(routeInVersion('/1.0', '/1.00/wants')).toBe('/1.00/wants');
  });
});

describe('versionSiteRoutes', () => {
  it("leads a version's site paths into it, path prefix included", () => {
    const routes = versionSiteRoutes('/1.0', ['/1.0', '/1.0/wants'], '/docs');
    expect([...routes]).toEqual([
      ['/', '/docs/1.0'],
      ['/wants', '/docs/1.0/wants'],
    ]);
  });

  it('leaves the links of the version at the root as written', () => {
    expect(versionSiteRoutes('/', ['/', '/wants'], '').size).toBe(0);
  });
});

describe('versionLinkProblems', () => {
  const own = versionSiteRoutes('/1.0', ['/1.0', '/1.0/wants'], '');
  const docs = [
    { sourceFile: 'content/versioned_docs/version-1.0/index.mdx', siteLinks: ['/wants', '/goals', '/media/a.png'] },
  ];

  it("names a link to another version's doc this one lacks, and the fix", () => {
    expect(versionLinkProblems({ name: '1.0', path: '/1.0' }, docs, own, new Set(['/', '/wants', '/goals'])))
      .toMatchInlineSnapshot(`
      [
        "content/versioned_docs/version-1.0/index.mdx: links to /goals, a doc version 1.0 does not have (its links lead to its own docs, under /1.0). Link to a doc of this version, or to another site with a full URL.",
      ]
    `);
  });

  it('leaves other site paths and the version at the root to the link check', () => {
    expect(versionLinkProblems({ name: '1.0', path: '/1.0' }, docs, own, new Set(['/wants']))).toEqual([]);
    expect(versionLinkProblems({ name: '2.0', path: '/' }, docs, new Map(), new Set(['/goals']))).toEqual([]);
  });
});
