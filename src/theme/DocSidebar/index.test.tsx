import React from 'react';
import { render, screen } from '@testing-library/react';
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
    render(<DocSidebar links={links} currentDocId="wants" />);
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
