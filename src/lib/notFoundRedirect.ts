import type { Redirect } from '../config/redirectPatterns';
import { redirectTarget } from './redirects';

/**
 * The route a path ending in `index.html` or `.html` stands for, so old `.html` links still land:
 * `/resources.html` and `/resources/index.html` both mean `/resources`, `/index.html` means `/`.
 * Null when the path has no such suffix.
 */
export function withoutHtmlSuffix(pathname: string): string | null {
  const match = /^(.*?)(?:\/index\.html|\.html)$/.exec(pathname);
  if (!match) return null;
  return match[1] === '' ? '/' : match[1];
}

/**
 * Where the not-found page should send the reader instead, if anywhere: the same path without an
 * `.html` suffix when that is a page, else the target of the first matching config redirect.
 * Query string and hash are kept.
 */
export function notFoundRedirect(
  location: { pathname: string; search: string; hash: string },
  routes: ReadonlySet<string>,
  redirects: readonly Redirect[] = [],
): string | null {
  const route = withoutHtmlSuffix(location.pathname);
  const target = route !== null && routes.has(route) ? route : redirectTarget(location.pathname, redirects);
  return target === null ? null : `${target}${location.search}${location.hash}`;
}
