import React from 'react';
import { render, screen } from '@testing-library/react';

function renderFooterWith(footer: Record<string, unknown>) {
  jest.doMock('../../config/site.config', () => {
    const actual = jest.requireActual('../../config/site.config');
    return { __esModule: true, default: { ...actual.default, footer: { ...actual.default.footer, ...footer } } };
  });
  // Loaded after the mock so the component reads the fixture config.
  const { default: Footer } = jest.requireActual<typeof import('.')>('.');
  return render(<Footer />);
}

describe('Footer', () => {
  afterEach(() => jest.resetModules());

  it('renders link columns under their titles', () => {
    renderFooterWith({});
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Docs',
      'Community',
      'More',
    ]);
    expect(screen.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources');
    expect(screen.getByRole('link', { name: 'Forum' })).toHaveAttribute('target', '_blank');
  });

  it('renders a flat link list without headings', () => {
    renderFooterWith({
      links: [
        { label: 'Privacy', to: '/privacy' },
        { label: 'Status', href: 'https://status.trove.app' },
      ],
      logo: undefined,
    });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Privacy', 'Status']);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the logo and the copyright line', () => {
    renderFooterWith({ copyright: 'Copyright © 2026 Trove.' });
    expect(screen.getByRole('img', { name: 'Trove logo' })).toHaveAttribute('src', '/img/logo.svg');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Copyright © 2026 Trove.');
  });
});
