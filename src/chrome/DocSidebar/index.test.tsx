import React from 'react';
import { act, screen, within } from '@testing-library/react';
import { toggleCollapsible } from '../Collapsible/behaviour';
import { docPlaces } from '../../lib/docs/navigation';
import type { SidebarEntry } from '../../lib/sidebar';
import { renderInChrome } from '../chrome.testHelper';
import { pageSidebarHtml } from './sidebarMarks';
import { renderSidebarParts } from './sidebarParts.testHelper';
import DocSidebar from '.';

const links = [
  { label: 'Introduction', href: '/', docId: 'index' },
  { label: 'Resources', href: '/resources', docId: 'resources' },
  { label: 'Want lists', href: '/wants', docId: 'wants' },
];

const sidebar: SidebarEntry[] = [
  links[0],
  { label: 'Guides', items: [links[1], links[2]], collapsible: true, collapsed: true },
  {
    label: 'Community',
    items: [{ label: 'Forum', href: 'https://community.trove.app' }],
    collapsible: true,
    collapsed: true,
  },
  {
    label: 'Always open',
    items: [{ label: 'Blog', href: 'https://trove.app/blog' }],
    collapsible: false,
    collapsed: true,
  },
];

/** The sidebar as a doc's page shows it: composed from the sidebar's parts for that doc. */
function renderMarkedFor(items: SidebarEntry[], docId: string, href: string, pathPrefix = '') {
  const container = document.createElement('nav');
  container.innerHTML = pageSidebarHtml(
    renderSidebarParts(items, pathPrefix),
    href,
    docPlaces({ main: items }).get(docId)?.open ?? [],
  );
  document.body.append(container);
  marked.push(container);
  return container;
}

const marked: HTMLElement[] = [];

const regionOf = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls')!)!;

afterEach(() => {
  marked.splice(0).forEach((container) => container.remove());
});

describe('DocSidebar', () => {
  it('lists the sidebar links under the site path prefix, none marked: one markup serves every page', () => {
    renderInChrome(<DocSidebar items={links} />, '/docs');
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Introduction', '/docs/'],
      ['Resources', '/docs/resources'],
      ['Want lists', '/docs/wants'],
    ]);
    expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
  });

  it('lets a page mark only its own doc as current', () => {
    const nav = renderMarkedFor(links, 'wants', '/docs/wants', '/docs');
    expect(within(nav).getByRole('link', { name: 'Want lists' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Resources' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Introduction' })).not.toHaveAttribute('aria-current');
  });

  it('opens external links in a new tab', () => {
    renderInChrome(<DocSidebar items={sidebar} />);
    expect(screen.getByRole('link', { name: 'Forum' })).toHaveAttribute('href', 'https://community.trove.app');
    expect(screen.getByRole('link', { name: 'Forum' })).toHaveAttribute('target', '_blank');
  });
});

describe('DocSidebar categories', () => {
  it('gives a collapsible category a toggle in its configured state, controlling the list right after it', () => {
    renderInChrome(<DocSidebar items={sidebar} />);
    const guides = screen.getByRole('button', { name: 'Guides' });
    expect(guides).toHaveAttribute('aria-expanded', 'false');
    const region = regionOf(guides);
    // The stylesheet closes the list from the toggle just before it.
    expect(guides.nextElementSibling).toBe(region);
    expect(region).toHaveClass('collapsible');
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Resources', 'Want lists']);
  });

  it('renders a category configured open as expanded', () => {
    renderInChrome(
      <DocSidebar items={[{ label: 'Guides', items: [links[1]], collapsible: true, collapsed: false }]} />,
    );
    expect(screen.getByRole('button', { name: 'Guides' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('numbers the categories in reading order, nested ones included, for the pages to open them', () => {
    const nested: SidebarEntry[] = [
      {
        label: 'Guides',
        collapsible: true,
        collapsed: true,
        items: [{ label: 'Alerts', collapsible: true, collapsed: true, items: [links[2]] }],
      },
      sidebar[2],
    ];
    renderInChrome(<DocSidebar items={nested} />);
    expect(
      ['Guides', 'Alerts', 'Community'].map((name) =>
        screen.getByRole('button', { name }).getAttribute('aria-controls'),
      ),
    ).toEqual(['sb:0', 'sb:1', 'sb:2']);
  });

  it('opens on a page the categories holding it and leaves the others closed', () => {
    const nav = renderMarkedFor(sidebar, 'wants', '/wants');
    const guides = within(nav).getByRole('button', { name: 'Guides' });
    expect(guides).toHaveAttribute('aria-expanded', 'true');
    expect(within(regionOf(guides)).getByRole('link', { name: 'Want lists' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Community' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no toggle on a category that is not collapsible, only its label over its links', () => {
    renderInChrome(<DocSidebar items={sidebar} />);
    expect(screen.queryByRole('button', { name: 'Always open' })).not.toBeInTheDocument();
    expect(screen.getByText('Always open')).toHaveClass('sidebar__category-label');
    expect(screen.getByRole('link', { name: 'Blog' })).toBeInTheDocument();
  });

  it('writes a category with a page of its own closed and empty: its label links to the page, a caret toggle beside it', () => {
    const withDoc: SidebarEntry[] = [
      { label: 'Guides', href: '/guides', docId: 'guides', items: [links[1]], collapsible: true, collapsed: true },
    ];
    renderInChrome(<DocSidebar items={withDoc} />, '/docs');
    expect(screen.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/docs/guides');
    const toggle = screen.getByRole('button', { name: 'Toggle category Guides' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'sb:0');
    // Its items are added where a page or a reader opens it; the toggle ends the category's list item.
    expect(screen.queryByRole('link', { name: 'Resources' })).not.toBeInTheDocument();
    expect(toggle.nextElementSibling).toBeNull();
  });

  it('opens on a page the category with a page of its own holding it, its items right after the toggle', () => {
    const withDoc: SidebarEntry[] = [
      { label: 'Guides', href: '/guides', docId: 'guides', items: [links[1]], collapsible: true, collapsed: true },
    ];
    const nav = renderMarkedFor(withDoc, 'resources', '/resources');
    const toggle = within(nav).getByRole('button', { name: 'Toggle category Guides' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The stylesheet closes the list from the toggle just before it.
    expect(toggle.nextElementSibling).toBe(regionOf(toggle));
    expect(within(regionOf(toggle)).getByRole('link', { name: 'Resources' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens and closes with the collapsible behaviour, animating the height and then resting without inline style', () => {
    jest.useFakeTimers();
    renderInChrome(<DocSidebar items={sidebar} />);
    const guides = screen.getByRole('button', { name: 'Guides' });
    const region = regionOf(guides);

    act(() => toggleCollapsible(guides));
    expect(guides).toHaveAttribute('aria-expanded', 'true');
    expect(region.style.transition).toMatch(/^height \d+ms ease-in-out$/);
    act(() => {
      jest.runAllTimers();
    });
    expect(region).not.toHaveAttribute('style');

    act(() => toggleCollapsible(guides));
    expect(guides).toHaveAttribute('aria-expanded', 'false');
    act(() => {
      jest.runAllTimers();
    });
    expect(region).not.toHaveAttribute('style');
    jest.useRealTimers();
  });
});
