import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enableBehaviours } from '../../browser/behaviours';
import { siteBehaviours } from '../../chrome/behaviours';
import { closeOverlay, openOverlay } from '../../browser/overlays';
import type { Chrome } from '../../contexts/Chrome';
import { docPlaces } from '../../lib/docs/navigation';
import type { Sidebars } from '../../lib/sidebar';
import { renderPageChrome, renderSiteChrome } from '../../node/chrome/renderChrome';
import type { DocPageContext } from '../../lib/docPageContext';
import Layout from '.';
import { fixtureNavigation } from '../../config/navigation.testHelper';

const sidebars: Sidebars = {
  tutorialSidebar: [
    { label: 'Introduction', href: '/', docId: 'index' },
    { label: 'Resources', href: '/resources', docId: 'resources' },
    {
      label: 'Guides',
      collapsible: true,
      collapsed: true,
      items: [{ label: 'Want lists', href: '/wants', docId: 'wants' }],
    },
  ],
};

// The chrome as the build renders it, for the site's shared static query.
const { sidebarParts, ...sharedChrome } = renderSiteChrome({ pathPrefix: '', sidebars, navigation: fixtureNavigation });
const SIDEBAR_FILE = '1a2b3c4d5e6f.json';
const mockSiteChrome = {
  ...sharedChrome,
  sidebars: { tutorialSidebar: { top: sidebarParts.tutorialSidebar.top, file: SIDEBAR_FILE } },
};
jest.mock('../../contexts/useSiteChrome', () => ({ useSiteChrome: () => mockSiteChrome }));

// The overlays' code loads when one first opens: each factory runs on the first import of its module.
const mockLoaded: string[] = [];
jest.mock('../MobileMenu', () => {
  mockLoaded.push('MobileMenu');
  return jest.requireActual('../MobileMenu');
});
jest.mock('../SearchHost', () => {
  mockLoaded.push('SearchHost');
  return jest.requireActual('../SearchHost');
});
// Search's own code and index stay unloaded: the overlay shows its loading state.
jest.mock('../SearchHost/loadSearch', () => ({
  searchResourceOfPage: () => ({ load: () => new Promise(() => undefined), peek: () => undefined }),
}));

/** A doc page's context, as createPages hands it to the page. */
function docPage(docId: string, href: string): Pick<DocPageContext, 'chrome' | 'sidebar'> {
  const chrome: Chrome = {
    pathPrefix: '',
    pathname: href,
    doc: { id: docId, sidebarId: 'tutorialSidebar', version: 'current', versionRoutes: { current: href } },
    sidebars,
    navigation: fixtureNavigation,
  };
  return {
    chrome: renderPageChrome(chrome, sharedChrome.header, { breadcrumbs: [], toc: [] }),
    sidebar: { id: 'tutorialSidebar', href, open: docPlaces(sidebars).get(docId)?.open ?? [], lists: {} },
  };
}

function renderLayout(
  pageContext: Partial<Pick<DocPageContext, 'chrome' | 'sidebar'>> = docPage('resources', '/resources'),
) {
  return render(
    <Layout pageContext={pageContext}>
      <h1>Resources</h1>
    </Layout>,
  );
}

const openMenu = () => act(() => openOverlay('mobile-menu'));

beforeAll(() => {
  // What gatsby-browser starts: the chrome's markup works through these.
  enableBehaviours(siteBehaviours);
});

afterEach(() => {
  act(() => closeOverlay());
});

describe('Layout', () => {
  it('frames the page with the build’s header, the page in main, and its footer', () => {
    renderLayout({});
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(within(main).getByRole('heading', { name: 'Resources' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/Copyright ©/);
    // No doc, no sidebar.
    expect(screen.queryByRole('navigation', { name: 'Docs sidebar' })).not.toBeInTheDocument();
  });

  it('starts with the skip link, which moves focus to main', async () => {
    renderLayout({});
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await userEvent.click(skip);
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('shows a doc page its own header, in which the navbar marks the doc’s sidebar', () => {
    const { unmount } = renderLayout({});
    expect(screen.getByRole('link', { name: 'Docs' })).not.toHaveClass('navbar__link--active');
    unmount();
    renderLayout();
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveClass('navbar__link--active');
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
  });

  it('puts the doc’s sidebar beside main, filled from the shared top level where the page has no HTML (develop), marked for the page', async () => {
    renderLayout(docPage('wants', '/wants'));
    const nav = screen.getByRole('navigation', { name: 'Docs sidebar' });
    expect(screen.getByRole('complementary')).toContainElement(nav);
    expect(await within(nav).findByRole('link', { name: 'Want lists' })).toHaveAttribute('aria-current', 'page');
    expect(nav).toHaveAttribute('data-sidebar-file', `/sidebars/${SIDEBAR_FILE}`);
    expect(within(nav).getByRole('link', { name: 'Resources' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'Guides' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('marks the same sidebar again on the next page, keeping the element and the reader’s toggles', async () => {
    const { rerender } = renderLayout(docPage('resources', '/resources'));
    const nav = screen.getByRole('navigation', { name: 'Docs sidebar' });
    const guides = await within(nav).findByRole('button', { name: 'Guides' });
    expect(guides).toHaveAttribute('aria-expanded', 'false');
    // The reader opens a category; the collapsible behaviour only flips the attribute (jsdom has no layout).
    guides.setAttribute('aria-expanded', 'true');

    rerender(
      <Layout pageContext={docPage('index', '/')}>
        <h1>Introduction</h1>
      </Layout>,
    );
    expect(screen.getByRole('navigation', { name: 'Docs sidebar' })).toBe(nav);
    expect(within(nav).getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Resources' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'Guides' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('composes the sidebar in the HTML the build renders from its top level and the page’s branch, marked for the page', () => {
    const stage = process.env.BUILD_STAGE;
    process.env.BUILD_STAGE = 'build-html';
    // jsdom has a window, so the layout picks its browser effect; the build's renderer has none.
    const consoleError = console.error;
    jest.spyOn(console, 'error').mockImplementation((message: unknown, ...rest: unknown[]) => {
      if (!String(message).includes('useLayoutEffect does nothing on the server')) consoleError(message, ...rest);
    });
    try {
      const html = renderToStaticMarkup(
        <Layout pageContext={docPage('wants', '/wants')}>
          <h1>Want lists</h1>
        </Layout>,
      );
      const page = document.createElement('div');
      page.innerHTML = html;
      const nav = within(page).getByRole('navigation', { name: 'Docs sidebar' });
      expect(within(nav).getByRole('link', { name: 'Want lists' })).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByRole('button', { name: 'Guides' })).toHaveAttribute('aria-expanded', 'true');
    } finally {
      if (stage === undefined) delete process.env.BUILD_STAGE;
      else process.env.BUILD_STAGE = stage;
      jest.restoreAllMocks();
    }
  });

  it('renders no overlay until one is opened', () => {
    renderLayout();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Layout mobile menu', () => {
  it('loads the menu only when it opens, then shows it on the doc sidebar with the page marked', async () => {
    renderLayout();
    expect(mockLoaded).not.toContain('MobileMenu');
    openMenu();
    const menu = await screen.findByRole('dialog', { name: 'Navigation menu' });
    expect(mockLoaded).toContain('MobileMenu');
    const docs = within(menu).getByRole('navigation', { name: 'Docs' });
    expect(await within(docs).findByRole('link', { name: 'Resources' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).queryByRole('link', { name: 'Docs' })).not.toBeInTheDocument();
  });

  it('opens from the navbar’s menu button, closes on Escape and returns focus to it', async () => {
    renderLayout();
    const menuButton = screen.getByRole('button', { name: 'Open navigation menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    const menu = await screen.findByRole('dialog', { name: 'Navigation menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('button', { name: 'Close navigation menu' })).toHaveFocus();
    expect(document.documentElement).toHaveClass('scroll-locked');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement).not.toHaveClass('scroll-locked');
  });

  it('switches from the doc sidebar to the main menu and back', async () => {
    renderLayout();
    openMenu();
    const menu = await screen.findByRole('dialog', { name: 'Navigation menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Back to main menu' }));
    expect(within(menu).queryByRole('navigation', { name: 'Docs' })).not.toBeInTheDocument();
    const site = within(menu).getByRole('list', { name: 'Site' });
    expect(within(site).getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/');
    expect(within(site).getByRole('button', { name: 'Docs version: Next' })).toBeInTheDocument();
    // The search button stays in the bar on phones, not in the menu.
    expect(within(site).queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Docs sidebar' })).toHaveFocus();

    await userEvent.click(within(menu).getByRole('button', { name: 'Docs sidebar' }));
    expect(within(menu).getByRole('link', { name: 'Resources' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('button', { name: 'Back to main menu' })).toHaveFocus();
  });

  it('shows the main menu a page of a site of several versions brings, of its own version, instead of the site’s', async () => {
    const page = docPage('resources', '/1.0/resources');
    const ownMenu = '<ul aria-label="Site"><li><a href="/1.0">Docs</a></li></ul>';
    renderLayout({ ...page, chrome: { ...page.chrome, mobileMenu: ownMenu } });
    openMenu();
    const menu = await screen.findByRole('dialog', { name: 'Navigation menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Back to main menu' }));
    expect(within(menu).getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/1.0');
  });

  it('shows only the main menu on a page without a sidebar', async () => {
    renderLayout({});
    openMenu();
    const menu = await screen.findByRole('dialog', { name: 'Navigation menu' });
    expect(within(menu).getByRole('list', { name: 'Site' })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Docs sidebar' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('navigation', { name: 'Docs' })).not.toBeInTheDocument();
  });

  it('gives the sidebar in the menu ids of its own', async () => {
    renderLayout(docPage('wants', '/wants'));
    openMenu();
    const menu = await screen.findByRole('dialog', { name: 'Navigation menu' });
    const toggle = within(menu).getByRole('button', { name: 'Guides' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(menu).toContainElement(region);
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('closes on Escape even when focus has left it', async () => {
    renderLayout();
    openMenu();
    await screen.findByRole('dialog', { name: 'Navigation menu' });
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on its close button, a backdrop click and browser back navigation', async () => {
    renderLayout();
    openMenu();
    const menu = await screen.findByRole('dialog', { name: 'Navigation menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Close navigation menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    openMenu();
    // A click on the backdrop targets the dialog element itself: the panel fills the dialog's box.
    await userEvent.click(await screen.findByRole('dialog', { name: 'Navigation menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    openMenu();
    await screen.findByRole('dialog', { name: 'Navigation menu' });
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the layout becomes desktop width', async () => {
    const matchMedia = window.matchMedia;
    const listeners: Array<() => void> = [];
    const query = {
      matches: false,
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    };
    window.matchMedia = jest.fn().mockReturnValue({ ...query, removeEventListener: jest.fn() });
    try {
      renderLayout();
      openMenu();
      await screen.findByRole('dialog', { name: 'Navigation menu' });
      expect(window.matchMedia).toHaveBeenCalledWith('(min-width: 997px)');
      const desktop = (window.matchMedia as jest.Mock).mock.results[0].value as { matches: boolean };
      desktop.matches = true;
      act(() => listeners.forEach((listener) => listener()));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('closes when a link in it is chosen', async () => {
    // jsdom cannot navigate; the test only needs the click.
    const preventNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', preventNavigation);
    renderLayout();
    openMenu();
    const menu = await screen.findByRole('dialog', { name: 'Navigation menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Introduction' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    document.removeEventListener('click', preventNavigation);
  });

  it('keeps Tab inside the open menu', async () => {
    renderLayout();
    openMenu();
    const menu = await screen.findByRole('dialog', { name: 'Navigation menu' });
    expect(within(menu).getByRole('button', { name: 'Close navigation menu' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(menu).toContainElement(document.activeElement as HTMLElement);
  });
});

describe('Layout search', () => {
  it('loads search only when it opens, then shows it as a dialog that closes on Escape', async () => {
    renderLayout();
    expect(mockLoaded).not.toContain('SearchHost');
    act(() => openOverlay('search'));
    const dialog = await screen.findByRole('dialog', { name: 'Search the docs' });
    expect(mockLoaded).toContain('SearchHost');
    expect(within(dialog).getByRole('status', { name: 'Loading search' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('shows one overlay at a time', async () => {
    renderLayout();
    openMenu();
    await screen.findByRole('dialog', { name: 'Navigation menu' });
    act(() => openOverlay('search'));
    await screen.findByRole('dialog', { name: 'Search the docs' });
    expect(screen.queryByRole('dialog', { name: 'Navigation menu' })).not.toBeInTheDocument();
  });
});
