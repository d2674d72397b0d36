import type { GatsbyNode } from 'gatsby';
import siteConfig from '../../config/site.config';
import { defaultLocaleOf } from '../../lib/locales';
import { isNotFoundRoute, notFoundPageContext } from '../pages/notFoundPages';

/**
 * The not-found page (src/pages/404.tsx, which Gatsby makes a page of at `/404/` and `/404.html`)
 * gets the default locale, its path and its labels in its context: they travel with its own page
 * data, which the browser also loads when a route change finds no page, never with the other
 * pages'. Each other locale's is made with the doc pages (src/node/pages/notFoundPages.ts).
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if (!isNotFoundRoute(page.path) || 'locale' in (page.context ?? {})) return;
  actions.deletePage(page);
  const context = notFoundPageContext(defaultLocaleOf(siteConfig.i18n));
  actions.createPage({ ...page, context: { ...page.context, ...context } });
};
