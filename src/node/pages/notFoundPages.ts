import path from 'node:path';
import type { Actions } from 'gatsby';
import type { Locale } from '../../config/schema';
import siteConfig from '../../config/site.config';
import type { FrameChrome } from '../../lib/chrome';
import { keysReaching } from '../../lib/i18n/catalogue';
import { pickStrings } from '../../lib/i18n/stringsFile';
import { localePrefix } from '../../lib/locales';
import type { NotFoundPageContext } from '../../lib/notFoundPageContext';
import { localeStrings } from '../i18n/localeStrings';

/** The routes of the not-found page (src/pages/404.tsx) that hosts serve for a missing page: `/404/` and `/404.html`. */
const NOT_FOUND_ROUTES = ['/404/', '/404.html'];

/** Whether `route` is one of the routes Gatsby gives the not-found page (`/404`, `/404/`, `/404.html`). */
export const isNotFoundRoute = (route: string) => /^\/404(\/|\.html)?$/.test(route);

const notFoundComponent = path.resolve('src/pages/404.tsx');

/** The not-found page's context in `locale`: its locale, its path, its labels and, outside the default locale, its frame. */
export function notFoundPageContext(locale: Locale, chrome?: FrameChrome): NotFoundPageContext {
  return {
    locale: locale.code,
    prefix: localePrefix(siteConfig.i18n, locale),
    strings: pickStrings(localeStrings(locale.code), keysReaching('notFound')),
    ...(chrome ? { chrome } : {}),
  };
}

/**
 * The not-found page of a locale other than the default, under its path (`/ar/404.html`, which the
 * hosting files serve for a missing page there: src/lib/hosting/localeNotFound.ts), with its own
 * navbar and footer: made with the doc pages, from the same navigation in the locale.
 */
export function createLocaleNotFoundPages(createPage: Actions['createPage'], locale: Locale, chrome: FrameChrome) {
  const context = notFoundPageContext(locale, chrome);
  for (const route of NOT_FOUND_ROUTES) {
    createPage({ path: `${context.prefix}${route}`, component: notFoundComponent, context: { ...context } });
  }
}
