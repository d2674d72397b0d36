import React from 'react';
import { render, screen, within } from '@testing-library/react';
import type { SiteConfig } from '../../config/schema';
import siteConfig from '../../config/site.config';
import { ChromeProvider } from '../../contexts/Chrome';
import Footer from '.';

const configuredFooter = siteConfig.footer;

function renderFooterWith(footer: Partial<SiteConfig['footer']>, pathPrefix = '') {
  // The component reads the site config as it renders: each test gives it a footer of its own.
  siteConfig.footer = { ...configuredFooter, ...footer };
  return render(
    <ChromeProvider value={{ pathPrefix, pathname: '', sidebars: {} }}>
      <Footer />
    </ChromeProvider>,
  );
}

describe('Footer', () => {
  afterEach(() => {
    siteConfig.footer = configuredFooter;
  });

  it('renders link columns under their titles', () => {
    renderFooterWith({});
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Docs',
      'Community',
      'More',
    ]);
    const docs = screen.getByRole('region', { name: 'Docs' });
    expect(
      within(docs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Getting started', 'Resources', 'Want lists']);
    expect(screen.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources');
    expect(screen.getByRole('link', { name: 'Forum' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Forum' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('puts the site path prefix on internal links and the logo, not on external links', () => {
    renderFooterWith({}, '/docs');
    expect(screen.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/docs/resources');
    expect(screen.getByRole('link', { name: 'Getting started' })).toHaveAttribute('href', '/docs/');
    expect(screen.getByRole('link', { name: 'Forum' })).toHaveAttribute('href', 'https://community.trove.app');
    expect(screen.getByRole('img', { name: 'Trove logo' })).toHaveAttribute('src', '/docs/img/logo.svg');
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
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the logo, linked to its configured address, and the copyright line', () => {
    renderFooterWith({ copyright: 'Copyright © 2026 Trove.' });
    const logo = screen.getByRole('img', { name: 'Trove logo' });
    expect(logo).toHaveAttribute('src', '/img/logo.svg');
    expect(logo.closest('a')).toHaveAttribute('href', 'https://trove.app');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Copyright © 2026 Trove.');
  });

  it('explains a missing chrome provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Footer />)).toThrow(
      'useChrome() was called outside <ChromeProvider>; render the chrome inside one.',
    );
    jest.restoreAllMocks();
  });
});
