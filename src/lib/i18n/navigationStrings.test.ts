import type { Navigation } from '../../config/navigationSchema';
import {
  NavigationStringsError,
  navigationStrings,
  parseNavigationStrings,
  translatedNavigation,
  translatedSidebars,
} from './navigationStrings';

const navigation = {
  navbar: {
    hideOnScroll: false,
    items: [
      { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' },
      {
        type: 'dropdown',
        label: 'Community',
        position: 'right',
        items: [{ label: 'Forum', href: 'https://forum.example' }],
      },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    links: [{ title: 'Docs', items: [{ label: 'Want lists', to: '/wants' }] }],
    copyright: 'Copyright © {year} Trove.',
  },
  sidebars: {
    docs: [
      { type: 'doc', id: 'index' },
      { type: 'category', label: 'Guides', items: [{ type: 'link', label: 'Blog', href: 'https://blog.example' }] },
    ],
  },
} as unknown as Pick<Navigation, 'navbar' | 'footer' | 'sidebars'>;

describe("a locale's navigation labels", () => {
  it('lists every label of the navigation files, a doc entry aside (the translated doc names it)', () => {
    expect(Object.keys(navigationStrings(navigation))).toEqual([
      'navbar.Docs',
      'navbar.Community',
      'navbar.Forum',
      'footer.title.Docs',
      'footer.link.Want lists',
      'footer.copyright',
      'sidebar.docs.category.Guides',
      'sidebar.docs.link.Blog',
    ]);
    expect(navigationStrings(navigation)['footer.copyright'].message).toBe('Copyright © {year} Trove.');
  });

  it('translates the navbar, footer and sidebars, keeping what has no translation', () => {
    const messages = {
      'navbar.Docs': 'الوثائق',
      'navbar.Forum': 'المنتدى',
      'footer.title.Docs': 'الوثائق',
      'footer.copyright': 'حقوق النشر © {year} تروف.',
      'sidebar.docs.category.Guides': 'أدلة',
    };
    const translated = translatedNavigation(navigation, messages);
    expect(translated.navbar.items.map((item) => ('label' in item ? item.label : item.type))).toEqual([
      'الوثائق',
      'Community',
      'search',
    ]);
    expect(translated.navbar.items[1]).toMatchObject({ items: [{ label: 'المنتدى', href: 'https://forum.example' }] });
    expect(translated.footer).toMatchObject({
      links: [{ title: 'الوثائق', items: [{ label: 'Want lists', to: '/wants' }] }],
      copyright: 'حقوق النشر © {year} تروف.',
    });
    const sidebars = translatedSidebars(
      {
        docs: [
          { label: 'مقدمة', href: '/ar', docId: 'index' },
          { label: 'Guides', href: '/ar/category/guides', collapsible: true, collapsed: true, items: [] },
        ],
      },
      messages,
    );
    expect(sidebars.docs.map((entry) => [entry.label, entry.href])).toEqual([
      ['مقدمة', '/ar'],
      ['أدلة', '/ar/category/guides'],
    ]);
  });

  it('names the file, the key and the fix for an entry it cannot read, and returns keys no label has', () => {
    const known = navigationStrings(navigation);
    expect(() =>
      parseNavigationStrings('{"navbar.Docs": "الوثائق"}', 'content/i18n/ar/navigation.json', known),
    ).toThrow(
      new NavigationStringsError('content/i18n/ar/navigation.json', [
        '"navbar.Docs": expected an object such as { "message": "…" } whose message translates the label',
      ]),
    );
    expect(() => parseNavigationStrings('{', 'content/i18n/ar/navigation.json', known)).toThrow(/not valid JSON/);
    const parsed = parseNavigationStrings(
      '{"navbar.Docs": {"message": "الوثائق"}, "navbar.Old": {"message": "قديم"}, "navbar.Forum": {"message": ""}}',
      'content/i18n/ar/navigation.json',
      known,
    );
    expect(parsed.messages).toEqual({ 'navbar.Docs': 'الوثائق', 'navbar.Old': 'قديم' });
    expect(parsed.unknown).toEqual(['navbar.Old']);
  });
});
