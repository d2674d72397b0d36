import type { SidebarEntry } from '../sidebar';
import { buildBreadcrumbs, paginate } from './navigation';

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

describe('paginate', () => {
  it('follows reading order through category links and nested categories, skipping plain links', () => {
    expect(paginate(sidebar, 'index')).toEqual({
      previous: undefined,
      next: { label: 'Guides', href: '/guides', docId: 'guides/index' },
    });
    expect(paginate(sidebar, 'guides/alerts')).toEqual({
      previous: { label: 'Guides', href: '/guides', docId: 'guides/index' },
      next: { label: 'Grading', href: '/guides/deep/grading', docId: 'guides/deep/grading' },
    });
    expect(paginate(sidebar, 'guides/deep/grading').next).toBeUndefined();
    expect(paginate(sidebar, 'missing')).toEqual({});
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
