import { fixtureNavigation } from '../../config/navigation.testHelper';
import type { Navigation } from '../../config/navigationSchema';
import { navigationInLocale } from './localeLinks';

const navigation: Pick<Navigation, 'navbar' | 'footer'> = {
  navbar: {
    hideOnScroll: false,
    items: [
      { type: 'default', label: 'Want lists', to: '/wants#share', position: 'left' },
      { type: 'default', label: 'Editors', to: '/admin/', position: 'right' },
      {
        type: 'dropdown',
        label: 'More',
        position: 'left',
        items: [
          { label: 'Resources', to: '/resources?tab=all' },
          { label: 'Trove', href: 'https://trove.app' },
        ],
      },
    ],
  },
  footer: fixtureNavigation.footer,
};
const arabicPages = new Set(['/ar/', '/ar/wants', '/ar/resources']);

describe('navigationInLocale', () => {
  it('leads each to: link with a page in the locale to it, keeping its query and fragment', () => {
    const { navbar, footer } = navigationInLocale(navigation, '/ar', (path) => arabicPages.has(path));
    expect(navbar.items[0]).toMatchObject({ to: '/ar/wants#share' });
    expect(navbar.items[2]).toMatchObject({
      items: [
        { label: 'Resources', to: '/ar/resources?tab=all' },
        { label: 'Trove', href: 'https://trove.app' },
      ],
    });
    expect(footer.links[0]).toEqual({
      title: 'Docs',
      items: [
        { label: 'Getting started', to: '/ar/' },
        { label: 'Resources', to: '/ar/resources' },
      ],
    });
    expect(footer.links[1]).toEqual(fixtureNavigation.footer.links[1]);
  });

  it('keeps a to: link whose page the locale does not have, such as the CMS', () => {
    const { navbar } = navigationInLocale(navigation, '/ar', (path) => arabicPages.has(path));
    expect(navbar.items[1]).toMatchObject({ to: '/admin/' });
  });

  it('keeps every link of the default locale', () => {
    expect(navigationInLocale(navigation, '', () => true)).toBe(navigation);
  });
});
