import type { SiteConfig } from './schema';

/**
 * The one source of truth for the site's chrome: navbar, sidebar, footer, versions and locales.
 * It is validated by `schema.ts` when Gatsby loads its config, before any page is built.
 */
const siteConfig: SiteConfig = {
  title: 'Trove',
  tagline: 'Track your collecting goals, haves and wants.',
  url: 'https://docs.trove.app',
  titleDelimiter: '|',
  favicon: '/favicon.svg',
  themeColor: '#0f6e5a',
  socialImage: '/img/social-card.png',
  logo: { alt: 'Trove logo', src: '/img/logo.svg' },
  navbar: {
    items: [
      { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs', position: 'left' },
      {
        type: 'dropdown',
        label: 'Community',
        position: 'left',
        items: [
          { label: 'Forum', href: 'https://community.trove.app' },
          { label: 'Mastodon', href: 'https://mastodon.social/@trove' },
          { label: 'Blog', href: 'https://trove.app/blog' },
        ],
      },
      { type: 'search', position: 'right' },
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
    ],
    // Spec section 4: this site keeps the navbar in place while scrolling.
    hideOnScroll: false,
  },
  footer: {
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Getting started', to: '/' },
          { label: 'Resources', to: '/resources' },
          { label: 'Want lists', to: '/wants' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Forum', href: 'https://community.trove.app' },
          { label: 'Mastodon', href: 'https://mastodon.social/@trove' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Blog', href: 'https://trove.app/blog' },
          { label: 'Source of these docs', href: 'https://github.com/trove-app/docs' },
        ],
      },
    ],
    logo: { alt: 'Trove logo', src: '/img/logo.svg', href: 'https://trove.app' },
    copyright: `Copyright © ${new Date().getFullYear()} Trove. Built with Gatsby.`,
  },
  i18n: {
    defaultLocale: 'en',
    locales: [
      {
        code: 'en',
        label: 'English',
        direction: 'ltr',
        htmlLang: 'en',
        calendar: 'gregory',
        path: 'en',
      },
    ],
  },
  docs: {
    pluginId: 'default',
    versions: [
      {
        name: 'current',
        label: 'Next',
        path: '/',
        isLast: true,
        mainDocId: 'index',
        breadcrumbs: true,
      },
    ],
  },
  // Paths of the old help centre, still linked from forum posts and app release notes.
  redirects: [
    { from: '/getting-started', to: '/' },
    { from: '/guides/:slug', to: '/:slug' },
    { from: '/docs{/:version}/*path', to: '/*path' },
  ],
  sidebars: {
    tutorialSidebar: [
      { type: 'doc', id: 'index' },
      { type: 'doc', id: 'resources' },
      { type: 'doc', id: 'wants' },
    ],
  },
};

export default siteConfig;
