import React from 'react';
import { render, screen } from '@testing-library/react';
import { ActivePageProvider } from '../../contexts/ActivePage';
import type { NavbarItem as NavbarItemConfig } from '../../config/schema';
import NavbarItem from '.';

const version = { name: 'current', label: 'Next', path: '/', isLast: true, mainDocId: 'index', breadcrumbs: true };
const doc = {
  id: 'wants',
  sidebar: [{ label: 'Want lists', href: '/wants', docId: 'wants' }],
  version: { ...version, docs: ['index', 'resources', 'wants'], draftIds: [], sidebars: ['tutorialSidebar'] },
};

function renderItem(item: NavbarItemConfig) {
  return render(
    <ActivePageProvider value={{ pathname: '/wants', doc }}>
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

  it('throws for a type without a component', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderItem({ type: 'joke' } as unknown as NavbarItemConfig)).toThrow(
      'No NavbarItem component found for type "joke".',
    );
  });
});
