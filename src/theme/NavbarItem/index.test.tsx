import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivePageProvider } from '../../contexts/ActivePage';
import type { NavbarItem as NavbarItemConfig } from '../../config/schema';
import NavbarItem from '.';

const doc = { id: 'wants', sidebarId: 'tutorialSidebar', version: 'current', versionRoutes: { current: '/wants' } };

jest.mock('../../contexts/useDocSidebars', () => ({
  useDocSidebars: () => ({
    tutorialSidebar: [
      { label: 'Introduction', href: '/', docId: 'index' },
      { label: 'Want lists', href: '/wants', docId: 'wants' },
    ],
  }),
}));

function renderItem(item: NavbarItemConfig, onDocPage = true) {
  return render(
    <ActivePageProvider value={{ pathname: '/wants', doc: onDocPage ? doc : undefined }}>
      <NavbarItem item={item} />
    </ActivePageProvider>,
  );
}

describe('NavbarItem', () => {
  it('renders a default link, marking it when it is the current page', () => {
    renderItem({ type: 'default', label: 'Wants', to: '/wants' });
    expect(screen.getByRole('link', { name: 'Wants' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens an external default link in a new tab', () => {
    renderItem({ type: 'default', label: 'Blog', href: 'https://trove.app/blog' });
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('target', '_blank');
  });

  it('links a doc item to the doc in the active version', () => {
    renderItem({ type: 'doc', docId: 'resources', label: 'Resources' });
    expect(screen.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources');
  });

  it('shows the version and locale dropdowns with their current value', () => {
    renderItem({ type: 'docsVersionDropdown' });
    renderItem({ type: 'localeDropdown' });
    expect(screen.getByRole('button', { name: 'Docs version: Next' })).toHaveTextContent('Next');
    expect(screen.getByRole('button', { name: 'Language: English' })).toHaveTextContent('English');
  });

  it('renders the search button, showing its shortcut', () => {
    renderItem({ type: 'search', position: 'right' });
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
  });

  it('throws for a type without a component', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderItem({ type: 'joke' } as unknown as NavbarItemConfig)).toThrow(
      'No NavbarItem component found for type "joke".',
    );
  });

  it('links a docSidebar item to the first doc of the sidebar, active inside that sidebar', () => {
    renderItem({ type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Guide' });
    const link = screen.getByRole('link', { name: 'Guide' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveClass('active');
  });

  it('links a docsVersion item to the main doc of the version, labelled with the version', () => {
    renderItem({ type: 'docsVersion' });
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/');
  });

  it('renders a dropdown of config links, marking the current page', async () => {
    renderItem({
      type: 'dropdown',
      label: 'Guides',
      items: [
        { label: 'Want lists', to: '/wants' },
        { label: 'Forum', href: 'https://community.trove.app' },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Guides' }));
    expect(screen.getByRole('link', { name: 'Want lists' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Forum' })).toHaveAttribute('href', 'https://community.trove.app');
  });

  it('renders trusted HTML from the config', () => {
    renderItem({ type: 'html', value: '<strong>Beta</strong> docs' });
    expect(screen.getByText('Beta').tagName).toBe('STRONG');
  });

  it('names the config entry of an item that fails to render, keeping the cause', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const item = { type: 'docSidebar', sidebarId: 'guides', label: 'Guides' } as const;
    let thrown: Error | undefined;
    try {
      renderItem(item);
    } catch (error) {
      thrown = error as Error;
    }
    expect(thrown?.message).toBe(
      'A navbar item failed to render. Check this entry of navbar.items in src/config/site.config.ts: ' +
        '{"type":"docSidebar","sidebarId":"guides","label":"Guides"}',
    );
    expect((thrown?.cause as Error).message).toMatch(/^No sidebar "guides"/);
  });

  describe('preferred docs version', () => {
    beforeEach(() => localStorage.clear());

    it('remembers the version chosen in the dropdown, per docs plugin', async () => {
      renderItem({ type: 'docsVersionDropdown' });
      await userEvent.click(screen.getByRole('button', { name: 'Docs version: Next' }));
      document.addEventListener('click', (event) => event.preventDefault(), { once: true });
      await userEvent.click(screen.getByRole('link', { name: 'Next' }));
      expect(localStorage.getItem('docs-preferred-version-default')).toBe('current');
    });

    it('drops a stored version that is no longer in the config', async () => {
      localStorage.setItem('docs-preferred-version-default', '0.9');
      renderItem({ type: 'docsVersionDropdown' }, false);
      expect(screen.getByRole('button', { name: 'Docs version: Next' })).toBeInTheDocument();
      await waitFor(() => expect(localStorage.getItem('docs-preferred-version-default')).toBeNull());
    });
  });
});
