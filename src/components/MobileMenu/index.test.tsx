import React from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MobileMenu from '.';

const navbarItemsHtml = '<li><a href="/">Docs</a></li><li><a href="/blog">Blog</a></li>';
const sidebarHtml =
  '<ul><li><a href="/">Introduction</a></li><li><a href="/resources">Resources</a></li></ul>' +
  '<button id="sb:0" aria-controls="sb:0-items">Guides</button>';

/** The page's own sidebar, which the menu copies. */
function pageSidebar(html: string) {
  const nav = document.createElement('nav');
  nav.innerHTML = html;
  return {
    url: '/sidebars/1a2b3c4d5e6f.json',
    top: html,
    marks: { id: 'tutorialSidebar', href: '/resources', open: [], lists: {} },
    source: { current: nav },
  };
}

/** The navbar's menu button, as the build renders it, and the menu it opens. */
function renderMenu(props: { sidebar?: ReturnType<typeof pageSidebar> } = { sidebar: pageSidebar(sidebarHtml) }) {
  const onClose = jest.fn();
  render(<button type="button" aria-label="Open navigation menu" aria-expanded="false" data-behaviour="mobile-menu" />);
  const menuButton = screen.getByRole('button', { name: 'Open navigation menu' });
  menuButton.focus();
  const menu = render(
    <MobileMenu
      opener='[data-behaviour="mobile-menu"]'
      title="Trove"
      navbarItemsHtml={navbarItemsHtml}
      onClose={onClose}
      {...props}
    />,
  );
  return { onClose, menuButton, menu };
}

describe('MobileMenu', () => {
  it('is a modal dialog named "Navigation menu", focus on its close button, the menu button expanded', () => {
    const { menuButton } = renderMenu();
    const dialog = screen.getByRole('dialog', { name: 'Navigation menu' });
    expect(within(dialog).getByRole('button', { name: 'Close navigation menu' })).toHaveFocus();
    expect(within(dialog).getByText('Trove')).toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens on the doc sidebar (secondary menu) with the page marked, its ids its own', () => {
    renderMenu();
    const docs = screen.getByRole('navigation', { name: 'Docs' });
    expect(within(docs).getByRole('link', { name: 'Resources' })).toHaveAttribute('aria-current', 'page');
    expect(within(docs).getByRole('button', { name: 'Guides' })).toHaveAttribute('id', 'menu-sb:0');
    expect(screen.queryByRole('list', { name: 'Site' })).not.toBeInTheDocument();
  });

  it('copies the page’s sidebar as the reader left it, and names its file for the categories it fills', () => {
    const sidebar = pageSidebar(sidebarHtml.replace('aria-controls=', 'aria-expanded="true" aria-controls='));
    renderMenu({ sidebar });
    const docs = screen.getByRole('navigation', { name: 'Docs' });
    expect(within(docs).getByRole('button', { name: 'Guides' })).toHaveAttribute('aria-expanded', 'true');
    expect(docs).toHaveAttribute('data-sidebar-file', sidebar.url);
    expect(docs).toHaveAttribute('data-behaviour', 'sidebar');
    // The page's own sidebar is left as it was.
    expect(sidebar.source.current.querySelector('[id^="menu-"]')).toBeNull();
  });

  it('switches to the navbar items (primary menu) and back, focus on the switch', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Back to main menu' }));
    const site = screen.getByRole('list', { name: 'Site' });
    expect(within(site).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByRole('navigation', { name: 'Docs' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Docs sidebar' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Docs sidebar' }));
    expect(screen.getByRole('navigation', { name: 'Docs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to main menu' })).toHaveFocus();
  });

  it('shows only the primary menu without a sidebar', () => {
    renderMenu({ sidebar: undefined });
    expect(screen.getByRole('list', { name: 'Site' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Docs sidebar' })).not.toBeInTheDocument();
  });

  it('wraps Tab inside the panel', async () => {
    renderMenu();
    const close = screen.getByRole('button', { name: 'Close navigation menu' });
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Guides' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
  });

  it('asks to close on Escape, the close button, a link, browser back', async () => {
    const { onClose } = renderMenu();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close navigation menu' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    const preventNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', preventNavigation);
    await userEvent.click(screen.getByRole('link', { name: 'Introduction' }));
    document.removeEventListener('click', preventNavigation);
    expect(onClose).toHaveBeenCalledTimes(3);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(onClose).toHaveBeenCalledTimes(4);
  });

  it('returns focus to the menu button and collapses it when it goes', () => {
    const { menuButton, menu } = renderMenu();
    menu.unmount();
    expect(menuButton).toHaveFocus();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement).not.toHaveClass('scroll-locked');
  });
});
