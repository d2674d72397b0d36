import {
  buildBreadcrumbs,
  categoryHoldsDoc,
  paginate,
  resolveSidebar,
  sidebarOfDoc,
  type DocSummary,
  type SidebarCategory,
} from './sidebar';

const docs = new Map<string, DocSummary>([
  ['index', { id: 'index', title: 'Introduction to Trove', sidebarLabel: 'Introduction', route: '/' }],
  ['resources', { id: 'resources', title: 'Resources', route: '/resources' }],
  ['wants', { id: 'wants', title: 'Want lists', route: '/wants' }],
]);

describe('resolveSidebar', () => {
  it('labels docs by config label, then sidebar label, then title', () => {
    const links = resolveSidebar(
      'tutorialSidebar',
      [
        { type: 'doc', id: 'index' },
        { type: 'doc', id: 'resources', label: 'References' },
        { type: 'doc', id: 'wants' },
        { type: 'link', label: 'Blog', href: 'https://trove.app/blog' },
      ],
      docs,
    );
    expect(links).toEqual([
      { label: 'Introduction', href: '/', docId: 'index' },
      { label: 'References', href: '/resources', docId: 'resources' },
      { label: 'Want lists', href: '/wants', docId: 'wants' },
      { label: 'Blog', href: 'https://trove.app/blog' },
    ]);
  });

  it('names the sidebar, the index and the known ids for an unknown doc', () => {
    expect(() =>
      resolveSidebar(
        'tutorialSidebar',
        [
          { type: 'doc', id: 'index' },
          { type: 'doc', id: 'resourses' },
        ],
        docs,
      ),
    ).toThrowErrorMatchingInlineSnapshot(
      `"site.config.ts: sidebars.tutorialSidebar[1].id: found "resourses"; expected the id of a doc in content/docs (known ids: index, resources, wants). Fix the id or add the doc."`,
    );
  });
});

describe('resolveSidebar with categories', () => {
  const items = [
    { type: 'doc' as const, id: 'index' },
    {
      type: 'category' as const,
      label: 'Guides',
      collapsed: false,
      items: [
        { type: 'doc' as const, id: 'resources' },
        {
          type: 'category' as const,
          label: 'Lists',
          collapsible: false,
          items: [{ type: 'doc' as const, id: 'wants' }],
        },
      ],
    },
  ];

  it('resolves nested categories, collapsible and collapsed unless the config says otherwise', () => {
    expect(resolveSidebar('tutorialSidebar', items, docs)[1]).toEqual({
      label: 'Guides',
      collapsible: true,
      collapsed: false,
      items: [
        { label: 'Resources', href: '/resources', docId: 'resources' },
        {
          label: 'Lists',
          collapsible: false,
          collapsed: true,
          items: [{ label: 'Want lists', href: '/wants', docId: 'wants' }],
        },
      ],
    });
  });

  it('names the full key path of an unknown doc inside a category', () => {
    const broken = [{ type: 'category' as const, label: 'Guides', items: [{ type: 'doc' as const, id: 'gone' }] }];
    expect(() => resolveSidebar('tutorialSidebar', broken, docs)).toThrow(
      'site.config.ts: sidebars.tutorialSidebar[0].items[0].id: found "gone"',
    );
  });

  it('knows which categories hold a doc, at any depth', () => {
    const guides = resolveSidebar('tutorialSidebar', items, docs)[1] as SidebarCategory;
    expect(categoryHoldsDoc(guides, 'wants')).toBe(true);
    expect(categoryHoldsDoc(guides, 'index')).toBe(false);
    expect(categoryHoldsDoc(guides, undefined)).toBe(false);
  });

  it('paginates through categories in reading order', () => {
    const entries = resolveSidebar('tutorialSidebar', items, docs);
    expect(paginate(entries, 'resources')).toEqual({
      previous: { label: 'Introduction', href: '/', docId: 'index' },
      next: { label: 'Want lists', href: '/wants', docId: 'wants' },
    });
  });

  it('finds the sidebar of a doc nested in a category', () => {
    expect(sidebarOfDoc('wants', { tutorialSidebar: items })).toBe('tutorialSidebar');
  });
});

describe('sidebarOfDoc', () => {
  it('finds the sidebar that lists a doc', () => {
    const sidebars = {
      other: [{ type: 'doc' as const, id: 'x' }],
      tutorialSidebar: [{ type: 'doc' as const, id: 'wants' }],
    };
    expect(sidebarOfDoc('wants', sidebars)).toBe('tutorialSidebar');
    expect(sidebarOfDoc('nowhere', sidebars)).toBeUndefined();
  });
});

describe('paginate', () => {
  const links = resolveSidebar(
    's',
    [
      { type: 'doc', id: 'index' },
      { type: 'link', label: 'Blog', href: 'https://x.y' },
      { type: 'doc', id: 'resources' },
      { type: 'doc', id: 'wants' },
    ],
    docs,
  );

  it('skips plain links and stops at the ends', () => {
    expect(paginate(links, 'index')).toEqual({ previous: undefined, next: links[2] });
    expect(paginate(links, 'resources')).toEqual({ previous: links[0], next: links[3] });
    expect(paginate(links, 'wants')).toEqual({ previous: links[2], next: undefined });
    expect(paginate(links, 'missing')).toEqual({});
  });
});

describe('buildBreadcrumbs', () => {
  it('puts home first, then the doc', () => {
    expect(buildBreadcrumbs(docs.get('wants')!, '/')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Want lists', href: '/wants' },
    ]);
  });

  it('shows only the doc on the home doc', () => {
    expect(buildBreadcrumbs(docs.get('index')!, '/')).toEqual([{ label: 'Introduction', href: '/' }]);
  });
});
