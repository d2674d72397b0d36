import type { NavbarItem } from '../config/navigationSchema';
import { navbarItemsBySide, navbarReferenceProblems, sidebarFirstHref, staysInMobileBar } from './navbar';

const next = { name: 'current', label: 'Next', path: '/', isLast: true, mainDocId: 'index', breadcrumbs: true };
const sidebars = {
  tutorialSidebar: [
    { label: 'Resources', href: '/resources', docId: 'resources' },
    { label: 'Introduction', href: '/', docId: 'index' },
  ],
  links: [{ label: 'Blog', href: 'https://trove.app/blog' }],
  nested: [
    {
      label: 'Guides',
      collapsible: true,
      collapsed: true,
      items: [
        {
          label: 'Deeper',
          collapsible: true,
          collapsed: true,
          items: [{ label: 'Want lists', href: '/wants', docId: 'wants' }],
        },
      ],
    },
  ],
  linked: [{ label: 'Guides', href: '/guides', docId: 'guides/index', collapsible: true, collapsed: true, items: [] }],
};

describe('sidebarFirstHref', () => {
  it('leads to the first doc or link of the sidebar', () => {
    expect(sidebarFirstHref('tutorialSidebar', sidebars)).toBe('/resources');
    expect(sidebarFirstHref('links', sidebars)).toBe('https://trove.app/blog');
  });

  it("looks inside categories for the first target, a category's own doc first", () => {
    expect(sidebarFirstHref('nested', sidebars)).toBe('/wants');
    expect(sidebarFirstHref('linked', sidebars)).toBe('/guides');
  });

  it('names the sidebar that has no linkable target', () => {
    expect(() => sidebarFirstHref('empty', { empty: [] })).toThrowErrorMatchingInlineSnapshot(
      `"Sidebar "empty" has no linkable target for a navbar item of type "docSidebar": add a doc or link to empty in content/navigation/sidebars.yml."`,
    );
  });

  it('names an unknown sidebar and the known ones', () => {
    expect(() => sidebarFirstHref('guides', sidebars)).toThrowErrorMatchingInlineSnapshot(
      `"No sidebar "guides" for a navbar item of type "docSidebar"; known sidebars: tutorialSidebar, links, nested, linked."`,
    );
  });
});

describe('navbarItemsBySide', () => {
  it('puts items without a position on the left', () => {
    const items: NavbarItem[] = [
      { type: 'localeDropdown', position: 'right' },
      { type: 'html', value: '<b>beta</b>' },
      { type: 'docsVersion', position: 'left' },
    ];
    expect(navbarItemsBySide(items)).toEqual({ left: [items[1], items[2]], right: [items[0]] });
  });
});

describe('staysInMobileBar', () => {
  it('keeps the search button in the bar on phones and moves the other items into the menu', () => {
    expect(staysInMobileBar({ type: 'search', position: 'right' })).toBe(true);
    expect(staysInMobileBar({ type: 'docsVersionDropdown', position: 'right' })).toBe(false);
  });
});

describe('navbarReferenceProblems', () => {
  it('lists every reference to a doc, sidebar or version that does not exist, with its key path', () => {
    const problems = navbarReferenceProblems(
      {
        navbar: {
          items: [
            { type: 'doc', docId: 'wantz', label: 'Wants' },
            { type: 'docSidebar', sidebarId: 'guides', label: 'Guides' },
            { type: 'docsVersion', version: '0.9' },
            { type: 'docsVersion' },
          ],
        },
        sidebars,
        docs: { versions: [{ ...next, mainDocId: 'home' }] },
      },
      new Set(['index', 'resources']),
    );
    expect(problems).toEqual([
      'navbar.items[0].docId: found "wantz"; expected the id of a doc in content/docs (known ids: index, resources)',
      'navbar.items[1].sidebarId: found "guides"; expected one of tutorialSidebar, links, nested, linked',
      'navbar.items[2].version: found "0.9"; expected one of current',
      'docs.versions[0].mainDocId: found "home"; expected the id of a doc in content/docs (known ids: index, resources)',
    ]);
  });

  it("holds a doc link to the latest version's docs, where it leads from a version that lacks the doc", () => {
    const latest = { name: '2.0', label: '2.0', path: '/', isLast: true, mainDocId: 'index', breadcrumbs: true };
    const config = (docId: string) => ({
      navbar: { items: [{ type: 'doc' as const, docId, label: 'Doc' }] },
      sidebars,
      docs: { versions: [{ ...next, path: '/next', isLast: false }, latest] },
    });
    const released = new Map([['2.0', new Set(['index', 'planner'])]]);
    expect(navbarReferenceProblems(config('planner'), new Set(['index', 'planner', 'goals']), released)).toEqual([]);
    expect(navbarReferenceProblems(config('goals'), new Set(['index', 'planner', 'goals']), released)).toEqual([
      'navbar.items[0].docId: found "goals"; expected the id of a doc in version 2.0 (known ids: index, planner): the latest version, where the link leads from a version that lacks the doc. Add the doc to version 2.0 or link another one',
    ]);
  });

  it('says so when there is no sidebar to name', () => {
    expect(
      navbarReferenceProblems(
        {
          navbar: { items: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs' }] },
          sidebars: {},
          docs: { versions: [next] },
        },
        new Set(['index']),
      ),
    ).toEqual([
      'navbar.items[0].sidebarId: found "tutorialSidebar"; expected a sidebar of content/navigation/sidebars.yml, which defines none: restore it or add one',
    ]);
  });

  it('finds nothing wrong with the site config', () => {
    expect(
      navbarReferenceProblems(
        {
          navbar: { items: [{ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs' }] },
          sidebars,
          docs: { versions: [next] },
        },
        new Set(['index']),
      ),
    ).toEqual([]);
  });
});
