import type { Navigation } from './navigationSchema';
import type { Locale, SiteSettings } from './schema';
import siteConfig from './site.config';

/**
 * The navigation of a small fixture site, for tests of the chrome: its own navbar, footer and
 * sidebar, so an editor changing content/navigation/ never breaks a test.
 */
export const fixtureNavigation: Navigation = {
  sidebars: {
    tutorialSidebar: [
      { type: 'doc', id: 'index' },
      { type: 'doc', id: 'resources' },
    ],
  },
  navbar: {
    hideOnScroll: false,
    items: [
      { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs', position: 'left' },
      { type: 'search', position: 'right' },
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
    ],
  },
  footer: {
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Getting started', to: '/' },
          { label: 'Resources', to: '/resources' },
        ],
      },
      { title: 'Community', items: [{ label: 'Forum', href: 'https://community.trove.app' }] },
    ],
    logo: { alt: 'Trove logo', src: '/img/logo.svg', href: 'https://trove.app' },
    copyright: 'Copyright © {year} Trove.',
  },
};

/** The settings the chrome shows (its context's `settings`), as the site config sets them. */
export const fixtureSettings: SiteSettings = siteConfig;

/** A second locale for tests of a site in two: Arabic, right to left, at `/ar`. */
export const ARABIC_LOCALE: Locale = {
  code: 'ar',
  label: 'العربية',
  direction: 'rtl',
  htmlLang: 'ar',
  calendar: 'gregory',
  path: 'ar',
};
