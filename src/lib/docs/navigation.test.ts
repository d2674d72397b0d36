import type { SidebarEntry } from '../sidebar';
import { buildBreadcrumbs, docPlaces } from './navigation';

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
