import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChromeProvider } from '../../contexts/Chrome';
import { docPlaces } from '../../lib/docs/navigation';
import type { SidebarEntry } from '../../lib/sidebar';
import DocSidebar from '.';
import { markSidebar, markSidebarElement } from './sidebarMarks';
import { fixtureNavigation, fixtureSettings } from '../../config/navigation.testHelper';

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
        collapsible: true,
        collapsed: true,
        items: [{ label: 'Ceilings', href: '/guides/advanced/ceilings', docId: 'guides/advanced/ceilings' }],
      },
    ],
  },
  { label: 'Reference', collapsible: true, collapsed: true, items: [{ label: 'API', href: '/api', docId: 'api' }] },
];

/** The sidebar's markup as the build renders it, under a path prefix. */
const sidebarHtml = renderToStaticMarkup(
  <ChromeProvider
    value={{
      pathPrefix: '/docs',
      pathname: '',
      sidebars: { main: entries },
      navigation: fixtureNavigation,
      settings: fixtureSettings,
    }}
  >
    <DocSidebar items={entries} />
  </ChromeProvider>,
);

function sidebarElement(html: string): HTMLElement {
  const nav = document.createElement('nav');
  nav.innerHTML = html;
  return nav;
}

const current = (root: Element) =>
  Array.from(root.querySelectorAll('[aria-current="page"]')).map((link) => link.getAttribute('href'));
const openCategories = (root: Element) =>
  Array.from(root.querySelectorAll('[aria-expanded="true"]')).map((toggle) => toggle.getAttribute('aria-controls'));

describe('markSidebar', () => {
  it('marks the page’s link current and opens the categories holding it, in the build’s markup', () => {
    const open = docPlaces({ main: entries }).get('guides/advanced/ceilings')!.open;
    const marked = sidebarElement(markSidebar(sidebarHtml, '/docs/guides/advanced/ceilings', open));
    expect(current(marked)).toEqual(['/docs/guides/advanced/ceilings']);
    expect(openCategories(marked)).toEqual(['sidebar-category-0', 'sidebar-category-1']);
  });

  it('leaves the markup as it was for a page the sidebar does not list', () => {
    expect(markSidebar(sidebarHtml, '/docs/elsewhere', [])).toBe(sidebarHtml);
  });

  it('marks a link, not the start of a longer one', () => {
    const marked = sidebarElement(
      markSidebar(sidebarHtml, '/docs/guides', docPlaces({ main: entries }).get('guides/index')!.open),
    );
    expect(current(marked)).toEqual(['/docs/guides']);
    expect(openCategories(marked)).toEqual(['sidebar-category-0']);
  });
});

describe('markSidebarElement', () => {
  it('moves the marks of the live sidebar to the new page and keeps the reader’s own toggles', () => {
    const root = sidebarElement(markSidebar(sidebarHtml, '/docs/guides/alerts', [0]));
    root.querySelector('[aria-controls="sidebar-category-2"]')!.setAttribute('aria-expanded', 'true');

    markSidebarElement(root, '/docs/api', docPlaces({ main: entries }).get('api')!.open);

    expect(current(root)).toEqual(['/docs/api']);
    expect(openCategories(root)).toEqual(['sidebar-category-0', 'sidebar-category-2']);
  });

  it('finds the categories of the mobile menu’s copy, whose ids carry a prefix', () => {
    const root = sidebarElement(sidebarHtml.replaceAll('sidebar-category-', 'menu-sidebar-category-'));
    markSidebarElement(root, '/docs/guides/advanced/ceilings', [0, 1]);
    expect(openCategories(root)).toEqual(['menu-sidebar-category-0', 'menu-sidebar-category-1']);
  });
});
