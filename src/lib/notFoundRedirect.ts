import type { Redirect } from '../config/redirectPatterns';
import { isSafeRedirectTarget } from '../config/urlRule';
import { htmlSuffixRoute } from './hosting/pageAliases';
import { redirectTarget } from './redirects';

/**
 * Where the not-found page should send the reader instead, if anywhere: the same path without an
 * `.html` suffix when that is a page, else the target of the first matching config redirect.
 * Query string and hash are kept; the path is always a path of this site.
 */
export function notFoundRedirect(
  location: { pathname: string; search: string; hash: string },
  routes: ReadonlySet<string>,
  redirects: readonly Redirect[] = [],
): string | null {
  const route = htmlSuffixRoute(location.pathname);
  const target = route !== null && routes.has(route) ? route : redirectTarget(location.pathname, redirects);
  return target !== null && isSafeRedirectTarget(target) ? `${target}${location.search}${location.hash}` : null;
}
