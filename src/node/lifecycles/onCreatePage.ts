import type { GatsbyNode } from 'gatsby';
import siteConfig from '../../config/site.config';
import { keysReaching } from '../../lib/i18n/catalogue';
import { pickStrings } from '../../lib/i18n/stringsFile';
import type { NotFoundPageContext } from '../../lib/notFoundPageContext';
import { localeStrings } from '../i18n/localeStrings';

/**
 * The not-found page (src/pages/404.tsx, which Gatsby makes a page of at `/404/` and `/404.html`)
 * gets its locale and its labels in its context: they travel with its own page data, which the
 * browser also loads when a route change finds no page, never with the other pages'.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if (!/^\/404(\/|\.html)?$/.test(page.path) || 'locale' in (page.context ?? {})) return;
  const locale = siteConfig.i18n.defaultLocale;
  const context: NotFoundPageContext = {
    locale,
    strings: pickStrings(localeStrings(locale), keysReaching('notFound')),
  };
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...context } });
};
