import type { SidebarEntry } from '../sidebar';
import { buildBreadcrumbs, docPlaces, generatedIndexPlaces } from './navigation';

const sidebar: SidebarEntry[] = [
  { label: 'Introduction', href: '/', docId: 'index' },
  { label: 'Blog', href: 'https://trove.app/blog' },
  {
    label: 'Guides',
    href: '/guides',
    docId: 'guides/index',
    collapsible: true,
    collapsed: true,
    items: [
      { label: 'Alerts', href: '/guides/alerts', docId: 'guides/alerts' },
      {
        label: 'Deep',
        collapsible: true,
        collapsed: true,
        items: [{ label: 'Grading', href: '/guides/deep/grading', docId: 'guides/deep/grading' }],
      },
    ],
  },
];

describe('docPlaces', () => {
  const places = docPlaces({ tutorial: sidebar });

  it('gives previous and next in reading order through category links and nested categories, skipping plain links', () => {
    expect(places.get('index')).toMatchObject({
      previous: undefined,
      next: { label: 'Guides', href: '/guides', docId: 'guides/index' },
    });
    expect(places.get('guides/alerts')).toMatchObject({
      previous: { label: 'Guides', href: '/guides', docId: 'guides/index' },
      next: { label: 'Grading', href: '/guides/deep/grading', docId: 'guides/deep/grading' },
    });
    expect(places.get('guides/deep/grading')!.next).toBeUndefined();
    expect(places.has('missing')).toBe(false);
  });

  it("opens the collapsible categories holding the doc, a category's own doc included", () => {
    expect(places.get('index')!.open).toEqual([]);
    expect(places.get('guides/index')!.open).toEqual([0]);
    expect(places.get('guides/alerts')!.open).toEqual([0]);
    expect(places.get('guides/deep/grading')!.open).toEqual([0, 1]);
  });

  it('places a doc in the first sidebar leading to it, at its first link there, opening every category holding it', () => {
    const twice: SidebarEntry[] = [
      { label: 'Flat', collapsible: false, collapsed: false, items: [{ label: 'A', href: '/a', docId: 'a' }] },
      { label: 'W', href: '/wants', docId: 'wants' },
      {
        label: 'Folded',
        collapsible: true,
        collapsed: true,
        items: [{ label: 'W again', href: '/wants', docId: 'wants' }],
      },
    ];
    const both = docPlaces({ other: [{ label: 'X', href: '/x', docId: 'x' }], tutorial: sidebar, twice });
    expect(both.get('x')!.sidebarId).toBe('other');
    expect(both.get('guides/deep/grading')!.sidebarId).toBe('tutorial');
    expect(both.get('wants')).toEqual({
      sidebarId: 'twice',
      previous: { label: 'A', href: '/a', docId: 'a' },
      next: { label: 'W again', href: '/wants', docId: 'wants' },
      open: [1],
    });
    expect(both.get('a')!.open).toEqual([]);
  });
});

describe('buildBreadcrumbs', () => {
  it('puts home first, then the categories on the way, then the doc', () => {
    expect(
      buildBreadcrumbs({ id: 'guides/deep/grading', route: '/guides/deep/grading', label: 'Grading' }, sidebar, '/'),
    ).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Guides', href: '/guides' },
      { label: 'Deep' },
      { label: 'Grading', href: '/guides/deep/grading' },
    ]);
  });

  it("ends with the category of a category's own doc", () => {
    expect(buildBreadcrumbs({ id: 'guides/index', route: '/guides', label: 'Overview' }, sidebar, '/')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Guides', href: '/guides' },
    ]);
  });

  it('shows only the doc on the home doc, and home then the doc for a doc in no sidebar', () => {
    expect(buildBreadcrumbs({ id: 'index', route: '/', label: 'Introduction' }, sidebar, '/')).toEqual([
      { label: 'Introduction', href: '/' },
    ]);
    expect(buildBreadcrumbs({ id: 'loose', route: '/loose', label: 'Loose' }, [], '/')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Loose', href: '/loose' },
    ]);
  });
});

describe('generatedIndexPlaces', () => {
  const deep: SidebarEntry = {
    label: 'Deep',
    href: '/category/guides/deep',
    generatedIndex: { description: 'Going further.' },
    collapsible: true,
    collapsed: true,
    items: [{ label: 'Grading', href: '/guides/deep/grading', docId: 'guides/deep/grading' }],
  };
  const guides: SidebarEntry = {
    label: 'Guides',
    href: '/category/guides',
    generatedIndex: {},
    collapsible: false,
    collapsed: false,
    items: [{ label: 'Alerts', href: '/guides/alerts', docId: 'guides/alerts' }, deep],
  };
  const tutorial: SidebarEntry[] = [{ label: 'Introduction', href: '/', docId: 'index' }, guides];

  it('gives each generated index page its sidebar, breadcrumbs and the categories its page opens', () => {
    const places = generatedIndexPlaces({ tutorial, other: [deep] }, '/');
    expect(places.map(({ category, ...place }) => [category.label, place])).toEqual([
      [
        'Guides',
        {
          sidebarId: 'tutorial',
          open: [],
          breadcrumbs: [
            { label: 'Home', href: '/' },
            { label: 'Guides', href: '/category/guides' },
          ],
        },
      ],
      [
        'Deep',
        {
          sidebarId: 'tutorial',
          // Guides is always open (not collapsible): only Deep, number 1, is opened.
          open: [1],
          breadcrumbs: [
            { label: 'Home', href: '/' },
            { label: 'Guides', href: '/category/guides' },
            { label: 'Deep', href: '/category/guides/deep' },
          ],
        },
      ],
    ]);
  });

  it('leaves out categories that link to a doc or nowhere', () => {
    expect(generatedIndexPlaces({ tutorial: sidebar }, '/')).toEqual([]);
  });

  it("links a doc's breadcrumbs to the generated index pages of its categories", () => {
    expect(
      buildBreadcrumbs({ id: 'guides/deep/grading', route: '/guides/deep/grading', label: 'Grading' }, tutorial, '/'),
    ).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Guides', href: '/category/guides' },
      { label: 'Deep', href: '/category/guides/deep' },
      { label: 'Grading', href: '/guides/deep/grading' },
    ]);
  });
});
