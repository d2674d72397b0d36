import type { SiteSettings } from './schema';

/**
 * What the site is and where it lives: title, URL, logo, versions, locales and redirects, validated by
 * `schema.ts` before anything is built. The navigation (sidebars, navbar, footer, announcement bar)
 * is content, edited in the YAML files of content/navigation/ or in the CMS.
 */
const siteConfig: SiteSettings = {
  title: 'Trove',
  tagline: 'Track your collecting goals, haves and wants.',
  url: 'https://docs.trove.app',
  titleDelimiter: '|',
  favicon: '/favicon.svg',
  themeColor: '#0f6e5a',
  socialImage: '/img/social-card.png',
  logo: { alt: 'Trove logo', src: '/img/logo.svg' },
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
  // The footer's "Source of these docs": the site and its content/ folder live in this repository.
  repository: { url: 'https://github.com/trove-app/docs', host: 'github', branch: 'main' },
  // Paths of the old help centre, still linked from forum posts and app release notes.
  redirects: [
    { from: '/getting-started', to: '/' },
    { from: '/guides/:slug', to: '/:slug' },
    { from: '/docs{/:version}/*path', to: '/*path' },
  ],
};

export default siteConfig;
