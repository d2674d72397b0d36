import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderInChrome } from '../chrome.testHelper';
import Breadcrumbs from '.';

describe('Breadcrumbs', () => {
  it('links every crumb but the current page, under the site path prefix', () => {
    renderInChrome(
      <Breadcrumbs
        items={[{ label: 'Home', href: '/' }, { label: 'Guides' }, { label: 'Want lists', href: '/wants' }]}
      />,
      '/docs',
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Guides', 'Want lists']);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/docs/');
    expect(screen.queryByRole('link', { name: 'Guides' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Want lists' })).not.toBeInTheDocument();
    expect(screen.getByText('Want lists')).toHaveAttribute('aria-current', 'page');
  });

  it('renders nothing without crumbs', () => {
    const { container } = renderInChrome(<Breadcrumbs items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
