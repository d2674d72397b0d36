import type { SidebarCategory } from '../sidebar';
import { resolveSidebars } from './resolveSidebars';
import { fixtureDoc, fixtureSources } from './testDocs.testHelper';

const flat = fixtureSources([
  fixtureDoc('index.mdx', { title: 'Introduction to Trove', sidebarLabel: 'Introduction' }),
  fixtureDoc('resources.mdx'),
  fixtureDoc('wants.mdx', { title: 'Want lists' }),
]);

describe('explicit sidebars', () => {
  it('label docs by config label, then sidebar label, then title, and keep links', () => {
    const { tutorial } = resolveSidebars(
      {
        tutorial: [
          { type: 'doc', id: 'index' },
          { type: 'doc', id: 'resources', label: 'References' },
          { type: 'doc', id: 'wants' },
          { type: 'link', label: 'Blog', href: 'https://trove.app/blog' },
        ],
      },
      flat,
    );
    expect(tutorial).toEqual([
      { label: 'Introduction', href: '/', docId: 'index' },
      { label: 'References', href: '/resources', docId: 'resources' },
      { label: 'Want lists', href: '/wants', docId: 'wants' },
      { label: 'Blog', href: 'https://trove.app/blog' },
    ]);
  });

  it('resolve nested categories, collapsible and collapsed unless the config says otherwise', () => {
    const { tutorial } = resolveSidebars(
      {
        tutorial: [
          {
            type: 'category',
            label: 'Guides',
            collapsed: false,
            items: [{ type: 'category', label: 'Lists', collapsible: false, items: [{ type: 'doc', id: 'wants' }] }],
          },
        ],
      },
      flat,
    );
    expect(tutorial).toEqual([
      {
        label: 'Guides',
        href: '/category/guides',
        generatedIndex: {},
        collapsible: true,
        collapsed: false,
        items: [
          {
            label: 'Lists',
            href: '/category/lists',
            generatedIndex: {},
            collapsible: false,
            collapsed: true,
            items: [{ label: 'Want lists', href: '/wants', docId: 'wants' }],
          },
        ],
      },
    ]);
  });

  it('link a category to its generated index page at /category/<label>, to a doc, or nowhere', () => {
    const { tutorial } = resolveSidebars(
      {
        tutorial: [
          { type: 'category', label: 'Price Alerts', items: [{ type: 'doc', id: 'wants' }] },
          {
            type: 'category',
            label: 'Lists',
            link: { type: 'generated-index', title: 'All lists', description: 'Every list.', slug: '/lists/all' },
            items: [{ type: 'doc', id: 'wants' }],
          },
          {
            type: 'category',
            label: 'Docs',
            link: { type: 'doc', id: 'resources' },
            items: [{ type: 'doc', id: 'wants' }],
          },
          { type: 'category', label: 'Plain', link: null, items: [{ type: 'doc', id: 'wants' }] },
        ],
      },
      { ...flat, versionPath: '/next' },
    );
    expect(tutorial.map(({ label, ...entry }) => [label, 'href' in entry ? entry.href : undefined])).toEqual([
      ['Price Alerts', '/next/category/price-alerts'],
      ['Lists', '/next/lists/all'],
      ['Docs', '/resources'],
      ['Plain', undefined],
    ]);
    expect(tutorial[1]).toMatchObject({ generatedIndex: { title: 'All lists', description: 'Every list.' } });
    expect(tutorial[2]).toMatchObject({ docId: 'resources' });
    expect(tutorial[2]).not.toHaveProperty('generatedIndex');
  });

  it('name generated index pages whose routes clash with each other or with a doc, and say to set link.slug', () => {
    const withCategoryDoc = fixtureSources([...flat.docs.values(), fixtureDoc('category/lists.mdx')]);
    const wants = [{ type: 'doc' as const, id: 'wants' }];
    expect(() =>
      resolveSidebars(
        {
          tutorial: [
            { type: 'category', label: 'Guides', items: wants },
            { type: 'category', label: 'guides!', items: wants },
            { type: 'category', label: 'Lists', items: wants },
            { type: 'category', label: 'Else', link: { type: 'generated-index', slug: '/resources' }, items: wants },
            { type: 'category', label: 'Bad', link: { type: 'generated-index', slug: '/Bad_Slug' }, items: wants },
            { type: 'category', label: '!!!', items: wants },
          ],
        },
        withCategoryDoc,
      ),
    ).toThrowErrorMatchingInlineSnapshot(`
     "Invalid sidebars:
       - sidebars.tutorial[1] (category "guides!"): its generated index page would be at /category/guides, which is the route of sidebars.tutorial[0] (category "Guides") too. Set link.slug to another route, such as "/category/guides-all" (in the category's _category_.yml, or on its entry in the sidebars file).
       - sidebars.tutorial[2] (category "Lists"): its generated index page would be at /category/lists, which is the route of the doc category/lists.mdx of the docs folder too. Set link.slug to another route, such as "/category/lists-all" (in the category's _category_.yml, or on its entry in the sidebars file).
       - sidebars.tutorial[3] (category "Else"): its generated index page would be at /resources, which is the route of the doc resources.mdx of the docs folder too. Set link.slug to another route, such as "/resources-all" (in the category's _category_.yml, or on its entry in the sidebars file).
       - sidebars.tutorial[4].link.slug: found "/Bad_Slug"; expected a route whose parts between slashes are lowercase letters, digits and dashes, like "price-guides", such as "/category/guides".
       - sidebars.tutorial[5].link.slug: the label "!!!" gives no route for the category's generated index page; set link.slug to one, such as "/category/guides", or write "link: null" for a category that links nowhere."
    `);
  });

  it('name every unknown doc with its full key path and the known ids', () => {
    expect(() =>
      resolveSidebars(
        {
          tutorial: [
            { type: 'doc', id: 'resourses' },
            { type: 'category', label: 'Guides', items: [{ type: 'doc', id: 'gone' }] },
          ],
        },
        flat,
      ),
    ).toThrowErrorMatchingInlineSnapshot(`
     "Invalid sidebars:
       - sidebars.tutorial[0].id: found "resourses"; expected the id of a doc in the docs folder (known ids: index, resources, wants). Fix the id or add the doc.
       - sidebars.tutorial[1].items[0].id: found "gone"; expected the id of a doc in the docs folder (known ids: index, resources, wants). Fix the id or add the doc."
    `);
  });

  it('list only the closest ids when there are many docs', () => {
    const many = fixtureSources(Array.from({ length: 40 }, (_, index) => fixtureDoc(`part/doc-${index}.mdx`)));
    expect(() => resolveSidebars({ s: [{ type: 'doc', id: 'part/doc-3x' }] }, many)).toThrow(
      /closest known ids: part\/doc-3, part\/doc-30, .*; 32 more/,
    );
  });

  it('leave out a draft a production build does not publish, without an error', () => {
    const sources = fixtureSources([fixtureDoc('index.mdx')], { drafts: ['wants'] });
    expect(
      resolveSidebars(
        {
          s: [
            { type: 'doc', id: 'index' },
            { type: 'doc', id: 'wants' },
          ],
        },
        sources,
      ).s,
    ).toEqual([{ label: 'Index', href: '/', docId: 'index' }]);
  });
});

describe('generated sidebars', () => {
  const docs = [
    fixtureDoc('index.mdx', { sidebarPosition: 1 }),
    fixtureDoc('zebra.mdx'),
    fixtureDoc('apple.mdx'),
    fixtureDoc('guides/index.mdx', { title: 'Guides overview' }),
    fixtureDoc('guides/doc-10.mdx'),
    fixtureDoc('guides/doc-2.mdx'),
    fixtureDoc('guides/alerts.mdx', { sidebarPosition: 1 }),
    fixtureDoc('guides/advanced/grading.mdx'),
    fixtureDoc('reference/api.mdx', { sidebarLabel: 'API' }),
    fixtureDoc('solo/index.mdx', { title: 'Solo' }),
  ];

  it('list a folder tree: docs by position then name, a category per folder linking to its index doc', () => {
    const { s } = resolveSidebars({ s: [{ type: 'autogenerated', dirName: '.' }] }, fixtureSources(docs));
    expect(s).toEqual([
      { label: 'Index', href: '/', docId: 'index' },
      { label: 'Apple', href: '/apple', docId: 'apple' },
      {
        label: 'Guides overview',
        href: '/guides',
        docId: 'guides/index',
        collapsible: true,
        collapsed: true,
        items: [
          { label: 'Alerts', href: '/guides/alerts', docId: 'guides/alerts' },
          {
            label: 'advanced',
            href: '/category/guides/advanced',
            generatedIndex: {},
            collapsible: true,
            collapsed: true,
            items: [{ label: 'Grading', href: '/guides/advanced/grading', docId: 'guides/advanced/grading' }],
          },
          { label: 'Doc-2', href: '/guides/doc-2', docId: 'guides/doc-2' },
          { label: 'Doc-10', href: '/guides/doc-10', docId: 'guides/doc-10' },
        ],
      },
      {
        label: 'reference',
        href: '/category/reference',
        generatedIndex: {},
        collapsible: true,
        collapsed: true,
        items: [{ label: 'API', href: '/reference/api', docId: 'reference/api' }],
      },
      { label: 'Solo', href: '/solo', docId: 'solo/index' },
      { label: 'Zebra', href: '/zebra', docId: 'zebra' },
    ]);
  });

  it('take label, position, collapse and link from _category_.yml', () => {
    const sources = fixtureSources(docs, {
      categories: [
        { folder: 'reference', label: 'Reference', position: 0, collapsed: false, collapsible: false },
        { folder: 'guides', link: { type: 'doc', id: 'alerts' } },
        { folder: 'solo', link: null },
      ],
    });
    const { s } = resolveSidebars({ s: [{ type: 'autogenerated', dirName: '.' }] }, sources);
    // Guides takes the position of the doc it links to (1), and precedes Index (also 1) by name.
    expect(s.map((entry) => entry.label)).toEqual(['Reference', 'Alerts', 'Index', 'Apple', 'solo', 'Zebra']);
    const guides = s[1] as SidebarCategory;
    expect(guides).toMatchObject({ href: '/guides/alerts', docId: 'guides/alerts' });
    expect(guides.items.map((entry) => entry.label)).toEqual(['advanced', 'Doc-2', 'Doc-10', 'Guides overview']);
    expect(s[0]).toMatchObject({ collapsed: false, collapsible: false });
    // With "link: null", a folder's index doc is an item like the others.
    expect((s[4] as SidebarCategory).items).toEqual([{ label: 'Solo', href: '/solo', docId: 'solo/index' }]);
  });

  it('give a folder without an index doc its generated index page at /category/<folder>, set up by its _category_.yml', () => {
    const sources = fixtureSources(docs, {
      categories: [
        { folder: 'reference', link: { type: 'generated-index', description: 'Every API.' } },
        { folder: 'guides/advanced', link: { type: 'generated-index', title: 'Going further', slug: '/advanced' } },
      ],
    });
    const { s } = resolveSidebars({ s: [{ type: 'autogenerated', dirName: '.' }] }, sources);
    const guides = s[2] as SidebarCategory;
    // A folder with an index doc still links to it; "link: generated-index" replaces it.
    expect(guides).toMatchObject({ href: '/guides', docId: 'guides/index' });
    expect(guides.items[1]).toMatchObject({ href: '/advanced', generatedIndex: { title: 'Going further' } });
    expect(s[3]).toMatchObject({ href: '/category/reference', generatedIndex: { description: 'Every API.' } });
  });

  it('name a folder whose generated index page takes a route already taken', () => {
    const sources = fixtureSources([...docs, fixtureDoc('category/reference.mdx')], {
      categories: [{ folder: 'guides/advanced', link: { type: 'generated-index', slug: '/category/reference' } }],
    });
    expect(() => resolveSidebars({ s: [{ type: 'autogenerated', dirName: '.' }] }, sources))
      .toThrowErrorMatchingInlineSnapshot(`
     "Invalid sidebars:
       - content/docs/guides/advanced/_category_.yml: its generated index page would be at /category/reference, which is the route of the doc category/reference.mdx of the docs folder too. Set link.slug to another route, such as "/category/reference-all" (in the category's _category_.yml, or on its entry in the sidebars file).
       - the folder reference/ (which has no _category_.yml): its generated index page would be at /category/reference, which is the route of the doc category/reference.mdx of the docs folder too. Set link.slug to another route, such as "/category/reference-all" (in the category's _category_.yml, or on its entry in the sidebars file)."
    `);
  });

  it('list one folder, beside explicit items', () => {
    const { s } = resolveSidebars(
      {
        s: [
          { type: 'doc', id: 'index' },
          { type: 'autogenerated', dirName: 'guides/advanced' },
        ],
      },
      fixtureSources(docs),
    );
    expect(s).toEqual([
      { label: 'Index', href: '/', docId: 'index' },
      { label: 'Grading', href: '/guides/advanced/grading', docId: 'guides/advanced/grading' },
    ]);
  });

  it('name a folder that holds no docs, and a category link to a missing doc', () => {
    const sources = fixtureSources(docs, { categories: [{ folder: 'guides', link: { type: 'doc', id: 'overvue' } }] });
    expect(() =>
      resolveSidebars(
        {
          s: [
            { type: 'autogenerated', dirName: 'guidez' },
            { type: 'autogenerated', dirName: '.' },
          ],
        },
        sources,
      ),
    ).toThrowErrorMatchingInlineSnapshot(`
     "Invalid sidebars:
       - sidebars.s[0].dirName: found "guidez"; expected a folder of the docs folder that holds docs ("." for all of them; folders: guides, guides/advanced, reference, solo).
       - content/docs/guides/_category_.yml: link.id: found "overvue"; expected the id of a doc in guides/ or a full doc id (closest known ids: guides/alerts, guides/doc-10, guides/doc-2, guides/index, index, reference/api, zebra, apple; 2 more). Fix the id, or write "link: null" for a category that links nowhere."
    `);
  });
});
