import { REDIRECT_SEGMENT, REDIRECT_SEGMENTS } from '../../config/urlRule';

/**
 * The other addresses of a page: `/wants.html` and `/wants/index.html` (group `route`: `/wants`),
 * in the syntax of JavaScript and nginx (PCRE) alike. The route is made of redirect segments, so a
 * redirect to it stays on the site whatever the request holds. nginx's locations, `npm run serve`
 * and the not-found page read these same expressions.
 */
export const HTML_SUFFIX_PATH = new RegExp(
  `^(?<route>/${REDIRECT_SEGMENT}(?:/${REDIRECT_SEGMENT})*?)(?:/index)?\\.html$`,
);

/** `/wants/`, whose route (group `route`) is `/wants`. */
export const TRAILING_SLASH_PATH = new RegExp(`^(?<route>/${REDIRECT_SEGMENTS})/$`);

/**
 * The route a path ending in `.html` or `/index.html` stands for, so old `.html` links still land:
 * `/resources.html` and `/resources/index.html` both mean `/resources`, `/index.html` means `/`.
 * Null for any other path, and for one whose route could not be a redirect target.
 */
export function htmlSuffixRoute(pathname: string): string | null {
  if (pathname === '/index.html') return '/';
  return HTML_SUFFIX_PATH.exec(pathname)?.groups?.route ?? null;
}

/** The route a path with a trailing slash stands for (`/resources/` means `/resources`), or null. */
export function trailingSlashRoute(pathname: string): string | null {
  return TRAILING_SLASH_PATH.exec(pathname)?.groups?.route ?? null;
}
