import { docLinksOf, topPagesOf, type SidebarCategory } from './sidebar';

const guides: SidebarCategory = {
  label: 'Guides',
  href: '/guides',
  docId: 'guides/index',
  collapsible: true,
  collapsed: true,
  items: [
    { label: 'Alerts', href: '/guides/alerts', docId: 'guides/alerts' },
    { label: 'Blog', href: 'https://trove.app/blog' },
  ],
};

describe('sidebar entries', () => {
  it("lists the docs a sidebar leads to, a category's own doc before its items", () => {
    expect(docLinksOf([{ label: 'Intro', href: '/', docId: 'index' }, guides]).map((link) => link.docId)).toEqual([
      'index',
      'guides/index',
      'guides/alerts',
    ]);
  });

  it('offers the top pages of every sidebar once each, without links that leave the site', () => {
    const sidebars = {
      a: [
        { label: 'Intro', href: '/', docId: 'index' },
        guides,
        { label: 'Forum', href: 'https://community.trove.app' },
      ],
      b: [
        { label: 'Intro again', href: '/', docId: 'index' },
        { label: 'Loose', collapsible: true, collapsed: true, items: [] },
      ],
    };
    expect(topPagesOf(sidebars)).toEqual([
      { label: 'Intro', href: '/' },
      { label: 'Guides', href: '/guides' },
    ]);
  });
});
