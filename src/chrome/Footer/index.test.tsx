import React from 'react';
import { render, screen, within } from '@testing-library/react';
import type { FooterSettings } from '../../config/navigationSchema';
import { fixtureNavigation, fixtureSettings } from '../../config/navigation.testHelper';
import { ChromeProvider } from '../../contexts/Chrome';
import Footer from '.';
import { ENGLISH } from '../../lib/i18n/stringsFile';

const ARABIC = {
  code: 'ar',
  label: 'العربية',
  direction: 'rtl' as const,
  htmlLang: 'ar-EG',
  calendar: 'gregory',
  path: 'ar',
};

function renderFooterWith(footer: Partial<FooterSettings>, pathPrefix = '', locale?: string) {
  const navigation = { ...fixtureNavigation, footer: { ...fixtureNavigation.footer, ...footer } };
  const settings = {
    ...fixtureSettings,
    i18n: { ...fixtureSettings.i18n, locales: [...fixtureSettings.i18n.locales, ARABIC] },
  };
  return render(
    <ChromeProvider value={{ pathPrefix, pathname: '', sidebars: {}, navigation, settings, strings: ENGLISH, locale }}>
      <Footer />
    </ChromeProvider>,
  );
}

describe('Footer', () => {
  it("writes another locale's year in its digits and loads the default locale's pages whole", () => {
    renderFooterWith(
      {
        copyright: '© {year} Trove',
        links: [
          { label: 'Resources', to: '/resources' },
          { label: 'Wants', to: '/ar/wants' },
          { label: 'Start', to: '/ar' },
          { label: 'Forum', href: 'https://community.trove.app' },
        ],
      },
      '',
      'ar',
    );
    expect(screen.getByText(/^© .* Trove$/).textContent).toMatch(/^© [٠-٩]{4} Trove$/);
    expect(screen.getByRole('link', { name: 'Resources' })).toHaveAttribute('target', '_self');
    // Its own pages (navigationInLocale led them under its path) stay with the site's router.
    expect(screen.getByRole('link', { name: 'Wants' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Start' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Forum' })).toHaveAttribute('target', '_blank');
  });

  it('renders link columns under their titles', () => {
    renderFooterWith({});
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Docs',
      'Community',
    ]);
    const docs = screen.getByRole('region', { name: 'Docs' });
    expect(
      within(docs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Getting started', 'Resources']);
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
    // Low, so that Lighthouse's simulated LCP does not count it (src/chrome/logoImage.ts).
    expect(screen.getByRole('img', { name: 'Trove logo' })).toHaveAttribute('fetchpriority', 'low');
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

  it('shows the logo, linked to its configured address, and the copyright line with the year of the build', () => {
    renderFooterWith({ copyright: 'Copyright © {year} Trove.' });
    const logo = screen.getByRole('img', { name: 'Trove logo' });
    expect(logo).toHaveAttribute('src', '/img/logo.svg');
    expect(logo.closest('a')).toHaveAttribute('href', 'https://trove.app');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`Copyright © ${new Date().getFullYear()} Trove.`);
  });

  it('explains a missing chrome provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Footer />)).toThrow(
      'useChrome() was called outside <ChromeProvider>; render the chrome inside one.',
    );
    jest.restoreAllMocks();
  });
});
