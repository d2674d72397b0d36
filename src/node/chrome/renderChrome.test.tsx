import { fixtureNavigation } from '../../config/navigation.testHelper';
import type { Navigation, NavbarItem } from '../../config/navigationSchema';
import { NavbarItemError, renderFrameChrome, renderPageChrome, renderSiteChrome } from './renderChrome';
import type { Sidebars } from '../../lib/sidebar';
import { markupOf } from '../../lib/markupChanges';

const sidebars: Sidebars = {
  guide: [
    { label: 'Start', href: '/', docId: 'index' },
    {
      label: 'Alerts',
      collapsible: true,
      collapsed: true,
      items: [{ label: 'Price alerts', href: '/alerts/price', docId: 'alerts/price' }],
    },
    {
      label: 'Trades',
      href: '/category/trades',
      collapsible: true,
      collapsed: true,
      items: [{ label: 'Swaps', href: '/trades/swaps', docId: 'trades/swaps' }],
    },
  ],
  reference: [{ label: 'API', href: '/api', docId: 'api' }],
};

/** The navigation of a small fixture site: its own navbar and announcement. */
function navigationWith(items?: NavbarItem[]): Omit<Navigation, 'sidebars'> {
  return {
    ...fixtureNavigation,
    announcementBar: { id: 'sale', content: 'Trade week is on', isCloseable: true },
    navbar: {
      hideOnScroll: true,
      items: items ?? [
        { type: 'docSidebar', sidebarId: 'guide', label: 'Guide', position: 'left' },
        { type: 'docSidebar', sidebarId: 'reference', label: 'Reference', position: 'left' },
        { type: 'default', label: 'Status', to: '/status', position: 'left' },
        { type: 'search', position: 'right' },
        { type: 'docsVersionDropdown', position: 'right' },
      ],
    },
  };
}

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('renderSiteChrome', () => {
  const site = () => renderSiteChrome({ pathPrefix: '/docs', sidebars, navigation: navigationWith() });

  it('renders the header every page shares: skip link, announcement, navbar with prefixed links and nothing current', () => {
    const header = parse(site().header);
    expect(header.querySelector('a[href="#main-content"]')?.getAttribute('data-behaviour')).toBe('skip-link');
    expect(header.textContent).toContain('Trade week is on');
    expect(header.querySelector('[data-hide-on-scroll]')).not.toBeNull();
    const links = Array.from(header.querySelectorAll('nav a')).map((link) => link.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/docs/', '/docs/api', '/docs/status']));
    expect(header.querySelector('.navbar__link--active, [aria-current="page"]')).toBeNull();
  });

  it('renders each sidebar once, in parts: its top level closed, and the items of each category it writes empty', () => {
    const { sidebarParts } = site();
    expect(Object.keys(sidebarParts)).toEqual(['guide', 'reference']);
    const top = parse(sidebarParts.guide.top);
    // Alerts links nowhere, so its items are in every page; Trades links to its own page.
    expect(Array.from(top.querySelectorAll('a')).map((link) => link.getAttribute('href'))).toEqual([
      '/docs/',
      '/docs/alerts/price',
      '/docs/category/trades',
    ]);
    expect(top.querySelector('[aria-controls="sb:0"]')?.getAttribute('aria-expanded')).toBe('false');
    expect(top.querySelector('[aria-current]')).toBeNull();
    expect(Object.keys(sidebarParts.guide.lists)).toEqual(['1']);
    const trades = parse(sidebarParts.guide.lists[1]);
    expect(trades.firstElementChild?.id).toBe('sb:1');
    expect(trades.querySelector('a')?.getAttribute('href')).toBe('/docs/trades/swaps');
  });

  it('renders the mobile menu without the items that stay in the bar', () => {
    const menu = parse(site().mobileMenu);
    expect(menu.textContent).toContain('Guide');
    expect(menu.textContent).toContain('Status');
    expect(menu.querySelector('[data-behaviour="search"]')).toBeNull();
  });

  it('names the navbar item that fails to render, with its entry and the cause', () => {
    const navigation = navigationWith([
      { type: 'search', position: 'right' },
      { type: 'docSidebar', sidebarId: 'guides', label: 'Guides', position: 'left' },
    ]);
    expect(() => renderSiteChrome({ pathPrefix: '', sidebars, navigation })).toThrow(NavbarItemError);
    expect(() => renderSiteChrome({ pathPrefix: '', sidebars, navigation })).toThrow(
      /^content\/navigation\/navbar\.yml: items\[1\] failed to render \(No sidebar "guides".*\)\. Check that entry .*"label":"Guides"/,
    );
  });

  it('offers the top pages of the sidebars to the not-found page', () => {
    expect(site().topPages).toEqual([
      { label: 'Start', href: '/' },
      { label: 'Trades', href: '/category/trades' },
      { label: 'API', href: '/api' },
    ]);
  });
});

describe('renderFrameChrome', () => {
  it("renders a page's own navbar, footer and mobile menu from the navigation it is given, nothing current", () => {
    const navigation = navigationWith([
      { type: 'default', label: 'الحالة', to: '/ar/status', position: 'left' },
      { type: 'docSidebar', sidebarId: 'reference', label: 'Reference', position: 'right' },
    ]);
    const frame = renderFrameChrome({ pathPrefix: '/docs', sidebars, navigation });
    const header = parse(frame.header);
    expect(header.querySelector('nav a[href="/docs/ar/status"]')?.textContent).toBe('الحالة');
    expect(header.querySelector('[aria-current="page"]')).toBeNull();
    expect(parse(frame.footer).querySelector('a[href="/docs/resources"]')?.textContent).toBe('Resources');
    expect(parse(frame.mobileMenu).querySelector('a[href="/docs/api"]')?.textContent).toBe('Reference');
  });
});

describe('renderPageChrome', () => {
  const sharedHeader = renderSiteChrome({ pathPrefix: '/docs', sidebars, navigation: navigationWith() }).header;
  const chromeOfPage = {
    pathPrefix: '/docs',
    pathname: '/alerts/price',
    sidebars,
    navigation: navigationWith(),
    doc: {
      id: 'alerts/price',
      sidebarId: 'guide',
      version: 'current',
      versionRoutes: { current: '/alerts/price' },
    },
  };
  const page = () =>
    renderPageChrome(chromeOfPage, sharedHeader, {
      breadcrumbs: [{ label: 'Alerts' }, { label: 'Price alerts', href: '/alerts/price' }],
      toc: [{ value: 'Set a ceiling', id: 'set-a-ceiling', level: 2, children: [] }],
      previous: { label: 'Start', href: '/' },
    });

  it('marks the navbar item of the doc’s sidebar and leads the version dropdown to this doc', () => {
    const header = parse(markupOf(sharedHeader, page().header));
    const active = Array.from(header.querySelectorAll('.navbar__link--active')).map((link) => link.textContent);
    expect(active).toEqual(['Guide']);
    expect(header.querySelector('a[data-remember][href="/docs/alerts/price"]')).not.toBeNull();
  });

  it("holds the page's header as its few changes to the shared one, which give the header the page renders", () => {
    const { header } = page();
    expect(typeof header).toBe('object');
    expect(JSON.stringify(header).length).toBeLessThan(sharedHeader.length / 4);
    const whole = renderPageChrome(chromeOfPage, '', { breadcrumbs: [], toc: [] }).header;
    expect(typeof whole).toBe('string');
    expect(markupOf(sharedHeader, header)).toBe(whole);
  });

  it('renders breadcrumbs, both tables of contents and the pager of the page, links prefixed', () => {
    const chrome = page();
    expect(parse(chrome.breadcrumbs).textContent).toContain('Price alerts');
    expect(parse(chrome.toc).querySelector('a[href="#set-a-ceiling"]')?.textContent).toBe('Set a ceiling');
    expect(parse(chrome.tocMobile).querySelector('a[href="#set-a-ceiling"]')).not.toBeNull();
    const pager = parse(chrome.pager);
    expect(Array.from(pager.querySelectorAll('a')).map((link) => link.getAttribute('href'))).toEqual(['/docs/']);
    expect(pager.textContent).toContain('Start');
  });

  it('gives each part its own id prefix, so ids of parts on one page never collide', () => {
    const chrome = page();
    const ids = [
      markupOf(sharedHeader, chrome.header),
      chrome.breadcrumbs,
      chrome.toc,
      chrome.tocMobile,
      chrome.pager,
    ].flatMap((html) => Array.from(parse(html).querySelectorAll('[id]')).map((element) => element.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
