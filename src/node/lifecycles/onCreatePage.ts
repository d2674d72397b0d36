import type { GatsbyNode } from 'gatsby';
import siteConfig from '../../config/site.config';
import { keysReaching } from '../../lib/i18n/catalogue';
import { pickStrings } from '../../lib/i18n/stringsFile';
import type { NotFoundPageContext } from '../../lib/notFoundPageContext';
import { localeStrings } from '../i18n/localeStrings';
import { localePrefix } from '../../lib/locales';

/**
 * The not-found page (src/pages/404.tsx, which Gatsby makes a page of at `/404/` and `/404.html`)
 * gets its locale, its locale's path and its labels in its context, once per locale: they travel with its own page data, which the
 * browser also loads when a route change finds no page, never with the other pages'.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if (!/^\/404(\/|\.html)?$/.test(page.path) || 'locale' in (page.context ?? {})) return;
  actions.deletePage(page);
  // Each locale has its own, under its path (`/ar/404.html`), which the hosting files serve for a
  // missing page under that path (src/lib/hosting/localeNotFound.ts).
  for (const locale of siteConfig.i18n.locales) {
    const prefix = localePrefix(siteConfig.i18n, locale);
    const context: NotFoundPageContext = {
      locale: locale.code,
      prefix,
      strings: pickStrings(localeStrings(locale.code), keysReaching('notFound')),
    };
    actions.createPage({ ...page, path: `${prefix}${page.path}`, context: { ...page.context, ...context } });
  }
};
