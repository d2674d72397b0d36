import { generatedIndexPlaces } from '../../lib/docs/navigation';
import type { Sidebars } from '../../lib/sidebar';
import { buildGeneratedIndexPageContext } from './buildGeneratedIndexPageContext';
import { siteOfPages } from './siteOfPages.testHelper';

const sidebars: Sidebars = {
  tutorialSidebar: [
    { label: 'Start', href: '/', docId: 'index' },
    {
      label: 'Alerts',
      href: '/category/alerts',
      generatedIndex: { description: 'Get told when prices move.' },
      collapsible: true,
      collapsed: true,
      items: [
        { label: 'Price alerts', href: '/alerts/price', docId: 'alerts/price' },
        {
          label: 'Channels',
          href: '/category/alerts/channels',
          generatedIndex: { title: 'Alert channels', description: 'Mail and push.' },
          collapsible: true,
          collapsed: true,
          items: [{ label: 'Mail', href: '/alerts/channels/mail', docId: 'alerts/channels/mail' }],
        },
        {
          label: 'Plain',
          collapsible: true,
          collapsed: true,
          items: [{ label: 'Blog', href: 'https://trove.app/blog' }],
        },
      ],
    },
  ],
};

const site = siteOfPages(sidebars, {
  publishedIds: new Set(['index', 'alerts/price', 'alerts/channels/mail']),
  routeOfFile: new Map(),
});

const descriptions = new Map([
  ['alerts/price', 'Get told when a want drops under your price.'],
  ['alerts/channels/mail', 'Alerts by mail.'],
]);
const [alerts, channels] = generatedIndexPlaces(sidebars, '/');

describe('buildGeneratedIndexPageContext', () => {
  it("holds the chrome, sidebar marks and head tags, then the title, description and the category's own items", () => {
    const context = buildGeneratedIndexPageContext(alerts, site, (id) => descriptions.get(id));
    // Page data reaches the browser on every page load: a field added here must be one the page reads.
    expect(Object.keys(context).sort()).toEqual([
      'chrome',
      'description',
      'head',
      'items',
      'locale',
      'sidebar',
      'title',
    ]);
    expect(context.title).toBe('Alerts');
    expect(context.description).toBe('Get told when prices move.');
    expect(context.items).toEqual([
      { label: 'Price alerts', href: '/alerts/price', description: 'Get told when a want drops under your price.' },
      { label: 'Channels', href: '/category/alerts/channels', description: 'Mail and push.' },
      { label: 'Plain' },
    ]);
    expect(context.sidebar).toEqual({
      id: 'tutorialSidebar',
      href: '/docs/category/alerts',
      open: [0],
      lists: { 0: '<div id="sb:0"></div>' },
    });
    expect(context.head).toMatchObject({
      title: 'Alerts | Trove',
      description: 'Get told when prices move.',
      url: 'https://trove.example/docs/category/alerts',
    });
    expect(context.chrome.breadcrumbs).toContain('href="/docs/"');
    expect(context.chrome.breadcrumbs).toMatch(/aria-current="page"[^>]*>Alerts</);
  });

  it("takes the link's title, and carries no item of another category, nor the sidebars", () => {
    const context = buildGeneratedIndexPageContext(channels, site, (id) => descriptions.get(id));
    expect(context.title).toBe('Alert channels');
    expect(context.items).toEqual([{ label: 'Mail', href: '/alerts/channels/mail', description: 'Alerts by mail.' }]);
    expect(context.sidebar?.open).toEqual([0, 1]);
    const serialized = JSON.stringify(context);
    for (const text of ['"sidebars"', 'Price alerts', 'Start']) expect(serialized).not.toContain(text);
  });

  it('describes a page without a description by its items, for search engines', () => {
    const bare = { ...alerts, category: { ...alerts.category, generatedIndex: {} } };
    const context = buildGeneratedIndexPageContext(bare, site, () => undefined);
    expect(context).not.toHaveProperty('description');
    expect(context.head.description).toBe('Alerts: Price alerts, Channels, Plain.');
  });
});
