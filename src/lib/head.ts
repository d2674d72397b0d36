import siteConfig from '../config/site.config';
import { localeOf } from './locales';
import { absoluteUrl, isExternalHref } from './paths';

/** Browser title of a page: "Resources | Trove"; the home page whose title is the site's shows it once. */
export function pageTitle(title: string, siteTitle: string, delimiter: string): string {
  return title === siteTitle ? siteTitle : `${title} ${delimiter} ${siteTitle}`;
}

/** The head tags of a page, worked out at build time so the browser needs no site config to write them. */
export interface HeadTags {
  /** Browser title, site title included: "Resources | Trove". */
  title: string;
  description: string;
  /** Canonical URL; none for pages that must not be canonical (the not-found page). */
  url?: string;
  /** Absolute URL of the image shown when the page is shared. */
  image: string;
  /**
   * Named meta tags beside the description, where the page has them: `keywords` (a doc's front
   * matter `keywords`), `robots: noindex` (an unlisted doc). One list, so the head's code does not grow with each.
   */
  meta?: { name: string; content: string }[];
  siteName: string;
  /** Open Graph locale: `en` or `en_GB`. */
  locale: string;
  /**
   * The page in each locale that has translated it, and `x-default`: `hreflang` links, which
   * gatsby-ssr.tsx writes into the first load's head. None on a site of one locale.
   */
  alternates?: { hrefLang: string; url: string }[];
}

/**
 * The head tags of a page from the site config: `route` is the page's route (no path prefix),
 * omitted for a page that must not be canonical; `alternates` the routes of its `hreflang` links;
 * `siteUrl` and `pathPrefix` are the build's, `locale` the page's locale code (the default's if absent).
 */
export function headTagsOf(
  page: {
    title: string;
    description: string;
    route?: string;
    alternates?: { hrefLang: string; route: string }[];
    /** A `/media/` path or an https URL (front matter `image`), in place of the site's social image. */
    image?: string;
    keywords?: readonly string[];
    /** Asks search engines not to index the page (an unlisted doc). */
    noindex?: boolean;
  },
  { siteUrl, pathPrefix, locale }: { siteUrl: string; pathPrefix: string; locale?: string },
): HeadTags {
  const title = pageTitle(page.title, siteConfig.title, siteConfig.titleDelimiter);
  const alternates = (page.alternates ?? []).map(({ hrefLang, route }) => ({
    hrefLang,
    url: absoluteUrl(siteUrl, `${pathPrefix}${route}`),
  }));
  const meta = [
    ...(page.keywords?.length ? [{ name: 'keywords', content: page.keywords.join(', ') }] : []),
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
  return {
    title,
    description: page.description,
    url: page.route === undefined ? undefined : absoluteUrl(siteUrl, `${pathPrefix}${page.route}`),
    image:
      page.image && isExternalHref(page.image)
        ? page.image
        : absoluteUrl(siteUrl, `${pathPrefix}${page.image ?? siteConfig.socialImage}`),
    siteName: siteConfig.title,
    locale: localeOf(siteConfig.i18n, locale).htmlLang.replace('-', '_'),
    ...(alternates.length > 0 ? { alternates } : {}),
    ...(meta.length > 0 ? { meta } : {}),
  };
}
