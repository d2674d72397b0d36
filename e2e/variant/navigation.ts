import type { Navigation } from '../../src/config/navigationSchema';

/**
 * The navigation with the options this site leaves off turned on: a closeable announcement bar,
 * hide-on-scroll, sidebar categories, the navbar item types the site does not use and a flat
 * footer. `variantBuild.ts` builds a copy of the project with it for the browser tests.
 */
export const variantNavigation: Navigation = {
  announcementBar: {
    id: 'shared-lists',
    content: 'Want lists can now be shared. <a href="/wants">Read how</a>.',
    backgroundColor: '#3b1f5c',
    textColor: '#ffffff',
    isCloseable: true,
  },
  navbar: {
    hideOnScroll: true,
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
      { type: 'doc', docId: 'wants', label: 'Wants guide', position: 'left' },
      { type: 'docsVersion', position: 'left' },
      { type: 'html', value: '<a href="https://status.trove.app">Status</a>', position: 'right' },
    ],
  },
  footer: {
    logo: { alt: 'Trove logo', src: '/img/logo.svg', href: 'https://trove.app' },
    copyright: 'Copyright © {year} Trove. Built with Gatsby.',
    links: [
      { label: 'Getting started', to: '/' },
      { label: 'Forum', href: 'https://community.trove.app' },
    ],
  },
  sidebars: {
    tutorialSidebar: [
      { type: 'doc', id: 'index' },
      {
        type: 'category',
        label: 'Guides',
        items: [
          { type: 'doc', id: 'resources' },
          { type: 'doc', id: 'wants' },
        ],
      },
      {
        type: 'category',
        label: 'Community',
        // Links nowhere: its links are written into every page, where no page of its own could list them.
        link: null,
        items: [
          { type: 'link', label: 'Forum', href: 'https://community.trove.app' },
          { type: 'link', label: 'Mastodon', href: 'https://mastodon.social/@trove' },
          { type: 'link', label: 'Blog', href: 'https://trove.app/blog' },
        ],
      },
    ],
  },
};
