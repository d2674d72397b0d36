import React from 'react';
import { screen } from '@testing-library/react';
import { renderInChrome } from '../chrome.testHelper';
import DocPaginator from '.';

const links = [
  { label: 'Introduction', href: '/', docId: 'index' },
  { label: 'Resources', href: '/resources', docId: 'resources' },
  { label: 'Want lists', href: '/wants', docId: 'wants' },
];

describe('DocPaginator', () => {
  it('links the previous and next docs', () => {
    renderInChrome(<DocPaginator previous={links[0]} next={links[2]} />, '/docs');
    expect(screen.getByRole('navigation', { name: 'Docs pages' })).toBeInTheDocument();
    const previous = screen.getByRole('link', { name: /Previous.*Introduction/ });
    expect(previous).toHaveAttribute('href', '/docs/');
    expect(previous).toHaveAttribute('rel', 'prev');
    const next = screen.getByRole('link', { name: /Next.*Want lists/ });
    expect(next).toHaveAttribute('href', '/docs/wants');
    expect(next).toHaveAttribute('rel', 'next');
  });

  it('omits a missing side', () => {
    renderInChrome(<DocPaginator next={links[1]} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveTextContent(/Next.*Resources/);
  });

  it('renders nothing without a previous or next doc', () => {
    const { container } = renderInChrome(<DocPaginator />);
    expect(container).toBeEmptyDOMElement();
  });
});
