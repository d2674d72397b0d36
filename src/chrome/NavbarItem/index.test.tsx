import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { dropStaleChoices } from '../../browser/rememberedChoices';
import siteConfig from '../../config/site.config';
import type { NavbarItem as NavbarItemConfig } from '../../config/navigationSchema';
import { ChromeProvider, type ChromeContextValue, type ChromeDoc } from '../../contexts/Chrome';
import { InMobileMenuProvider } from '../../contexts/InMobileMenu';
import NavbarItem from '.';
import NavbarItemEntries from './NavbarItemEntries';
import { ARABIC_LOCALE, fixtureNavigation } from '../../config/navigation.testHelper';
import { ENGLISH } from '../../lib/i18n/stringsFile';

const doc: ChromeDoc = {
  id: 'wants',
  sidebarId: 'tutorialSidebar',
  version: 'current',
  versionRoutes: { current: '/wants' },
};

const sidebars = {
  tutorialSidebar: [
    { label: 'Introduction', href: '/', docId: 'index' },
    { label: 'Want lists', href: '/wants', docId: 'wants' },
  ],
};

/** The chrome of the wants page, or of the site's shared markup (no page, no doc). */
function chromeOf(page: 'doc' | 'site', pathPrefix = ''): ChromeContextValue {
  const navigation = fixtureNavigation;
  // The config itself, which a test may give other versions.
  const settings = siteConfig;
  return page === 'doc'
    ? { pathPrefix, pathname: '/wants', doc, sidebars, navigation, settings, strings: ENGLISH }
    : { pathPrefix, pathname: '', sidebars, navigation, settings, strings: ENGLISH };
}

function renderItem(item: NavbarItemConfig, chrome = chromeOf('doc')) {
  return render(
    <ChromeProvider value={chrome}>
      <NavbarItem item={item} />
    </ChromeProvider>,
  );
}

/** The list of a dropdown, by its button. */
const listOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

const configuredDocs = siteConfig.docs;

afterEach(() => {
  siteConfig.docs = configuredDocs;
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('NavbarItem', () => {
  it('renders a default link, marking it when it is the current page', () => {
    renderItem({ type: 'default', label: 'Wants', to: '/wants' });
    const link = screen.getByRole('link', { name: 'Wants' });
    expect(link).toHaveAttribute('href', '/wants');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveClass('navbar__link--active');
  });

  it('leaves a default link unmarked on other pages and in the shared markup, with the path prefix', () => {
    renderItem({ type: 'default', label: 'Resources', to: '/resources' }, chromeOf('doc', '/docs'));
    renderItem({ type: 'default', label: 'Wants', to: '/wants' }, chromeOf('site'));
    const resources = screen.getByRole('link', { name: 'Resources' });
    expect(resources).toHaveAttribute('href', '/docs/resources');
    expect(resources).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Wants' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Wants' })).not.toHaveClass('navbar__link--active');
  });

  it('opens an external default link in a new tab', () => {
    renderItem({ type: 'default', label: 'Blog', href: 'https://trove.app/blog' });
    const link = screen.getByRole('link', { name: 'Blog' });
    expect(link).toHaveAttribute('href', 'https://trove.app/blog');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).not.toHaveAttribute('aria-current');
  });

  it('links a doc item to the doc in the active version, active while the doc is in the page’s sidebar', () => {
    renderItem({ type: 'doc', docId: 'resources', label: 'Resources' }, chromeOf('doc', '/docs'));
    renderItem({ type: 'doc', docId: 'wants', label: 'Want lists' });
    renderItem({ type: 'doc', docId: 'index', label: 'Home' }, chromeOf('site'));
    const resources = screen.getByRole('link', { name: 'Resources' });
    expect(resources).toHaveAttribute('href', '/docs/resources');
    expect(resources).not.toHaveClass('navbar__link--active');
    expect(screen.getByRole('link', { name: 'Want lists' })).toHaveClass('navbar__link--active');
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).not.toHaveClass('navbar__link--active');
  });

  it('links a docSidebar item to the first doc of the sidebar, active inside that sidebar', () => {
    renderItem({ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Guide' });
    const link = screen.getByRole('link', { name: 'Guide' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveClass('navbar__link--active');
  });

  it('leaves a docSidebar item inactive outside its sidebar', () => {
    renderItem({ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Guide' }, chromeOf('site', '/docs'));
    const link = screen.getByRole('link', { name: 'Guide' });
    expect(link).toHaveAttribute('href', '/docs/');
    expect(link).not.toHaveClass('navbar__link--active');
  });

  it('links a docsVersion item to the main doc of the version, labelled with the version', () => {
    renderItem({ type: 'docsVersion' });
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/');
  });

  it('shows the version and locale dropdowns closed, named with their current value', () => {
    renderItem({ type: 'docsVersionDropdown' });
    renderItem({ type: 'localeDropdown' });
    const version = screen.getByRole('button', { name: 'Docs version: Next' });
    expect(version).toHaveTextContent('Next');
    expect(version).toHaveAttribute('aria-expanded', 'false');
    expect(listOf(version)).toHaveAttribute('hidden');
    const language = screen.getByRole('button', { name: 'Language: English' });
    expect(language).toHaveTextContent('English');
    expect(language).toHaveAttribute('aria-expanded', 'false');
  });

  it("names the version dropdown in the page's language", () => {
    renderItem(
      { type: 'docsVersionDropdown' },
      { ...chromeOf('doc'), strings: { ...ENGLISH, 'versionDropdown.label': 'إصدار الوثائق: {version}' } },
    );
    expect(screen.getByRole('button', { name: 'إصدار الوثائق: Next' })).toHaveTextContent('Next');
  });

  it('leads each locale to the same page in that locale, keeping the query and hash once opened', () => {
    renderItem({ type: 'localeDropdown' }, chromeOf('doc', '/docs'));
    const list = listOf(screen.getByRole('button', { name: 'Language: English' }));
    const english = within(list).getByRole('link', { name: 'English', hidden: true });
    expect(english).toHaveAttribute('href', '/docs/wants');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(english).toHaveAttribute('data-keep-location', '');
  });

  it("names the page's locale and leads to the others with a whole page load", () => {
    const arabic = ARABIC_LOCALE;
    const settings = { ...siteConfig, i18n: { ...siteConfig.i18n, locales: [...siteConfig.i18n.locales, arabic] } };
    renderItem(
      { type: 'localeDropdown' },
      { ...chromeOf('doc', '/docs'), settings, locale: 'ar', pathname: '/ar/wants' },
    );
    const list = listOf(screen.getByRole('button', { name: 'Language: العربية' }));
    const [english, ar] = within(list).getAllByRole('link', { hidden: true });
    expect(english).toHaveAttribute('href', '/docs/wants');
    expect(english).toHaveAttribute('target', '_self');
    expect(english).not.toHaveAttribute('aria-current');
    expect(ar).toHaveAttribute('href', '/docs/ar/wants');
    expect(ar).toHaveAttribute('aria-current', 'true');
    expect(ar).not.toHaveAttribute('target');
  });

  it('leads each version of the version dropdown to this doc in that version, or to its main doc', () => {
    siteConfig.docs = {
      ...configuredDocs,
      versions: [
        ...configuredDocs.versions,
        { name: '1.0', label: '1.0', path: '/1.0', isLast: false, mainDocId: 'index', breadcrumbs: true },
        { name: '0.9', label: '0.9', path: '/0.9', isLast: false, mainDocId: 'index', breadcrumbs: true },
      ],
    };
    const olderDoc = { ...doc, version: '1.0', versionRoutes: { current: '/wants', '1.0': '/1.0/wants' } };
    renderItem({ type: 'docsVersionDropdown' }, { ...chromeOf('doc'), doc: olderDoc });
    const button = screen.getByRole('button', { name: 'Docs version: 1.0' });
    const links = within(listOf(button)).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Next', '/wants'],
      ['1.0', '/1.0/wants'],
      ['0.9', '/0.9'],
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'true')).toEqual([links[1]]);
  });

  it('renders the search button, showing its shortcut', () => {
    renderItem({ type: 'search', position: 'right' });
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
    expect(button).toHaveAttribute('data-behaviour', 'search');
  });

  it('throws for a type without a component', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderItem({ type: 'joke' } as unknown as NavbarItemConfig)).toThrow(
      'No NavbarItem component found for type "joke".',
    );
  });

  it('renders a dropdown of config links, marking the current page', () => {
    renderItem({
      type: 'dropdown',
      label: 'Guides',
      items: [
        { label: 'Want lists', to: '/wants' },
        { label: 'Forum', href: 'https://community.trove.app' },
      ],
    });
    const button = screen.getByRole('button', { name: 'Guides' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const list = listOf(button);
    expect(within(list).getByRole('link', { name: 'Want lists', hidden: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const forum = within(list).getByRole('link', { name: 'Forum', hidden: true });
    expect(forum).toHaveAttribute('href', 'https://community.trove.app');
    expect(forum).not.toHaveAttribute('aria-current');
  });

  it('renders trusted HTML from the config', () => {
    renderItem({ type: 'html', value: '<strong>Beta</strong> docs' });
    expect(screen.getByText('Beta').tagName).toBe('STRONG');
  });

  describe('preferred docs version', () => {
    it('has each version link say what to remember, per docs plugin, when it is chosen', () => {
      renderItem({ type: 'docsVersionDropdown' });
      const next = screen.getByRole('link', { name: 'Next', hidden: true });
      expect(next).toHaveAttribute('data-remember', 'docs-preferred-version-default');
      expect(next).toHaveAttribute('data-remember-value', 'current');
    });

    it('lets the page drop a stored version that is no longer offered, and keep one that is', () => {
      renderItem({ type: 'docsVersionDropdown' }, chromeOf('site'));
      localStorage.setItem('docs-preferred-version-default', '0.9');
      dropStaleChoices();
      expect(localStorage.getItem('docs-preferred-version-default')).toBeNull();
      localStorage.setItem('docs-preferred-version-default', 'current');
      dropStaleChoices();
      expect(localStorage.getItem('docs-preferred-version-default')).toBe('current');
    });
  });
});

describe('NavbarItemEntries', () => {
  it('puts each item in a list entry, with the class the navbar asks for', () => {
    render(
      <ChromeProvider value={chromeOf('doc')}>
        <ul>
          <NavbarItemEntries
            items={[
              { type: 'default', label: 'Wants', to: '/wants' },
              { type: 'search', position: 'right' },
            ]}
            entryClassName={(item) => (item.type === 'search' ? 'in-bar' : undefined)}
          />
        </ul>
      </ChromeProvider>,
    );
    const entries = screen.getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]).getByRole('link', { name: 'Wants' })).toBeInTheDocument();
    expect(entries[0]).not.toHaveAttribute('class');
    expect(entries[1]).toHaveClass('in-bar');
    expect(within(entries[1]).getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('makes dropdowns open inline in the mobile menu', () => {
    render(
      <ChromeProvider value={chromeOf('site')}>
        <InMobileMenuProvider>
          <ul>
            <NavbarItemEntries items={[{ type: 'docsVersionDropdown' }]} />
          </ul>
        </InMobileMenuProvider>
      </ChromeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Docs version: Next' });
    expect(listOf(button)).toHaveClass('collapsible');
    expect(within(listOf(button)).getByRole('link', { name: 'Next' })).toBeVisible();
  });
});
