import React from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Breadcrumbs from '../Breadcrumbs';
import DocPaginator from '../DocPaginator';
import DocSidebar from '.';

const links = [
  { label: 'Introduction', href: '/', docId: 'index' },
  { label: 'Resources', href: '/resources', docId: 'resources' },
  { label: 'Want lists', href: '/wants', docId: 'wants' },
];

describe('DocSidebar', () => {
  it('lists the sidebar links and marks only the current doc', () => {
    render(<DocSidebar items={links} currentDocId="wants" />);
    const nav = screen.getByRole('navigation', { name: 'Docs sidebar' });
    expect(nav).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Introduction',
      'Resources',
      'Want lists',
    ]);
    expect(screen.getByRole('link', { name: 'Want lists' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Resources' })).not.toHaveAttribute('aria-current');
  });
});

describe('DocSidebar categories', () => {
  const sidebar = [
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

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts open on the category holding the current page and closed on the others', () => {
    render(<DocSidebar items={sidebar} currentDocId="wants" />);
    const guides = screen.getByRole('button', { name: 'Guides' });
    expect(guides).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(guides.getAttribute('aria-controls')!)).not.toHaveClass('closed');
    const community = screen.getByRole('button', { name: 'Community' });
    expect(community).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(community.getAttribute('aria-controls')!)).toHaveClass('closed');
  });

  it('has no toggle on a category that is not collapsible', () => {
    render(<DocSidebar items={sidebar} currentDocId="wants" />);
    expect(screen.queryByRole('button', { name: 'Always open' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blog' })).toBeInTheDocument();
  });

  it('opens and closes a category, animating its height and then resting without inline style', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<DocSidebar items={sidebar} currentDocId="index" />);
    const guides = screen.getByRole('button', { name: 'Guides' });
    const region = document.getElementById(guides.getAttribute('aria-controls')!)!;
    expect(guides).toHaveAttribute('aria-expanded', 'false');

    await user.click(guides);
    expect(guides).toHaveAttribute('aria-expanded', 'true');
    expect(region.style.transition).toMatch(/^height \d+ms ease-in-out$/);
    act(() => {
      jest.runAllTimers();
    });
    expect(region).not.toHaveAttribute('style');
    expect(within(region).getByRole('link', { name: 'Want lists' })).toBeVisible();

    await user.click(guides);
    expect(guides).toHaveAttribute('aria-expanded', 'false');
    act(() => {
      jest.runAllTimers();
    });
    expect(region).toHaveClass('closed');
    expect(region).not.toHaveAttribute('style');
  });

  it('takes 1 ms when the reader prefers reduced motion', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const matchMedia = window.matchMedia;
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
    render(<DocSidebar items={sidebar} currentDocId="index" />);
    await user.click(screen.getByRole('button', { name: 'Guides' }));
    const region = document.getElementById(
      screen.getByRole('button', { name: 'Guides' }).getAttribute('aria-controls')!,
    )!;
    expect(region.style.transition).toBe('height 1ms ease-in-out');
    window.matchMedia = matchMedia;
  });
});

describe('Breadcrumbs', () => {
  it('links every crumb but the current page', () => {
    render(
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'Want lists', href: '/wants' },
        ]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Want lists' })).not.toBeInTheDocument();
    expect(screen.getByText('Want lists')).toHaveAttribute('aria-current', 'page');
  });

  it('renders nothing without crumbs', () => {
    const { container } = render(<Breadcrumbs items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('DocPaginator', () => {
  it('links the previous and next docs', () => {
    render(<DocPaginator previous={links[0]} next={links[2]} />);
    expect(screen.getByRole('link', { name: /Previous.*Introduction/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Next.*Want lists/ })).toHaveAttribute('href', '/wants');
  });

  it('omits a missing side', () => {
    render(<DocPaginator next={links[1]} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
