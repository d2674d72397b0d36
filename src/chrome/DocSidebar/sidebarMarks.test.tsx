import { docPlaces } from '../../lib/docs/navigation';
import type { SidebarEntry } from '../../lib/sidebar';
import { fillSidebarElement, lacksParts, markSidebarElement } from './fillSidebar';
import { pageSidebarHtml } from './sidebarMarks';
import { renderSidebarParts } from './sidebarParts.testHelper';

const entries: SidebarEntry[] = [
  { label: 'Intro', href: '/', docId: 'index' },
  {
    label: 'Guides',
    href: '/guides',
    docId: 'guides/index',
    collapsible: true,
    collapsed: true,
    items: [
      { label: 'Alerts', href: '/guides/alerts', docId: 'guides/alerts' },
      {
        label: 'Advanced',
        href: '/category/guides/advanced',
        collapsible: true,
        collapsed: true,
        items: [{ label: 'Ceilings', href: '/guides/advanced/ceilings', docId: 'guides/advanced/ceilings' }],
      },
      {
        label: 'Recipes',
        href: '/category/guides/recipes',
        collapsible: true,
        collapsed: true,
        items: [{ label: 'Shelves', href: '/guides/recipes/shelves', docId: 'guides/recipes/shelves' }],
      },
    ],
  },
  {
    label: 'Reference',
    href: '/category/reference',
    collapsible: true,
    collapsed: true,
    items: [{ label: 'API', href: '/api', docId: 'api' }],
  },
];

const parts = renderSidebarParts(entries, '/docs');
const openFor = (docId: string) => docPlaces({ main: entries }).get(docId)!.open;

function sidebarElement(html: string): HTMLElement {
  const nav = document.createElement('nav');
  nav.innerHTML = html;
  return nav;
}

const links = (root: Element) => Array.from(root.querySelectorAll('a')).map((link) => link.textContent);
const current = (root: Element) =>
  Array.from(root.querySelectorAll('[aria-current="page"]')).map((link) => link.getAttribute('href'));
const openCategories = (root: Element) =>
  Array.from(root.querySelectorAll('[aria-expanded="true"]')).map((toggle) => toggle.getAttribute('aria-controls'));

describe('pageSidebarHtml', () => {
  it('writes the top level, the page’s branch open with its siblings, the page marked, and no other category’s items', () => {
    const page = sidebarElement(
      pageSidebarHtml(parts, '/docs/guides/advanced/ceilings', openFor('guides/advanced/ceilings')),
    );
    expect(links(page)).toEqual(['Intro', 'Guides', 'Alerts', 'Advanced', 'Ceilings', 'Recipes', 'Reference']);
    expect(current(page)).toEqual(['/docs/guides/advanced/ceilings']);
    expect(openCategories(page)).toEqual(['sb:0', 'sb:1']);
    // Each open category's items are the list its toggle controls.
    for (const id of ['sb:0', 'sb:1']) expect(page.querySelector(`[id="${id}"]`)).not.toBeNull();
    expect(page.querySelector('[id="sb:2"], [id="sb:3"]')).toBeNull();
  });

  it('writes the top level alone, closed, for a page the sidebar does not list', () => {
    const page = sidebarElement(pageSidebarHtml(parts, '/docs/elsewhere', []));
    expect(links(page)).toEqual(['Intro', 'Guides', 'Reference']);
    expect(openCategories(page)).toEqual([]);
    expect(pageSidebarHtml(parts, '/docs/elsewhere', [])).toBe(parts.top);
  });

  it('marks a link, not the start of a longer one', () => {
    const page = sidebarElement(pageSidebarHtml(parts, '/docs/guides', openFor('guides/index')));
    expect(current(page)).toEqual(['/docs/guides']);
    expect(openCategories(page)).toEqual(['sb:0']);
  });

  it('keeps the items of categories written everywhere in the top level, however deep', () => {
    const open: SidebarEntry[] = [
      {
        label: 'Always',
        collapsible: false,
        collapsed: true,
        items: [{ label: 'Nowhere', collapsible: true, collapsed: true, items: [{ label: 'Deep', href: '/deep' }] }],
      },
    ];
    const always = renderSidebarParts(open);
    expect(links(sidebarElement(always.top))).toEqual(['Deep']);
    expect(always.lists).toEqual({});
  });
});

describe('lacksParts and fillSidebarElement', () => {
  it('fill an empty sidebar (after a page of another sidebar, or under develop) as the build writes the page', () => {
    const root = sidebarElement('');
    const open = openFor('guides/advanced/ceilings');
    expect(lacksParts(root, open)).toBe(true);
    fillSidebarElement(root, parts, open);
    markSidebarElement(root, '/docs/guides/advanced/ceilings', open);
    expect(lacksParts(root, open)).toBe(false);
    expect(root.innerHTML).toBe(pageSidebarHtml(parts, '/docs/guides/advanced/ceilings', open));
  });

  it('fill only the categories a page needs that the live sidebar lacks, keeping what is there', () => {
    const root = sidebarElement(pageSidebarHtml(parts, '/docs/guides/alerts', openFor('guides/alerts')));
    root.querySelector('a[href="/docs/guides/alerts"]')!.setAttribute('data-kept', '');
    expect(lacksParts(root, openFor('guides/alerts'))).toBe(false);
    expect(lacksParts(root, openFor('api'))).toBe(true);
    fillSidebarElement(root, parts, openFor('api'));
    expect(links(root)).toEqual(['Intro', 'Guides', 'Alerts', 'Advanced', 'Recipes', 'Reference', 'API']);
    expect(root.querySelector('[data-kept]')).not.toBeNull();
  });

  it('give the mobile menu’s copy the ids of its own prefix', () => {
    const root = sidebarElement('');
    root.setAttribute('data-id-prefix', 'menu-');
    fillSidebarElement(root, parts, [0]);
    expect(root.querySelector('[id="menu-sb:0"]')).not.toBeNull();
    fillSidebarElement(root, parts, [2]);
    expect(root.querySelector('[aria-controls="menu-sb:2"]')!.closest('li')!.lastElementChild!.id).toBe('menu-sb:2');
    expect(root.querySelector('[id^="sb:"], [aria-controls^="sb:"]')).toBeNull();
  });
});

describe('markSidebarElement', () => {
  it('moves the marks of the live sidebar to the new page and keeps the reader’s own toggles', () => {
    const root = sidebarElement(pageSidebarHtml(parts, '/docs/guides/alerts', [0]));
    fillSidebarElement(root, parts, [3]);
    root.querySelector('[aria-controls="sb:3"]')!.setAttribute('aria-expanded', 'true');

    markSidebarElement(root, '/docs/api', openFor('api'));

    expect(current(root)).toEqual(['/docs/api']);
    expect(openCategories(root)).toEqual(['sb:0', 'sb:3']);
  });
});
