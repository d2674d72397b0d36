/** Joins URL segments with single slashes, keeping a leading slash and dropping a trailing one. */
export function joinPath(...segments: string[]): string {
  const joined = `/${segments.join('/')}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/**
 * Route of a doc: the version's main doc sits at the version path, the others below it, each at
 * its front matter `slug` (`slugInVersion`) or else its id; a folder's `index` doc takes the
 * folder's route (`guides/index` is at `/guides`).
 */
export function docRoute(versionPath: string, docId: string, mainDocId: string, slug?: string | null): string {
  if (docId === mainDocId) return joinPath(versionPath);
  if (slug) return joinPath(versionPath, slug);
  return joinPath(versionPath, docId.replace(/(^|\/)index$/, ''));
}

/** Absolute URL of a route on the deployed site, for canonical and Open Graph tags. */
export function absoluteUrl(siteUrl: string, route: string): string {
  return `${siteUrl}${route === '/' ? '/' : route}`;
}

/** True for links that leave the site (they open as plain anchors, not Gatsby links). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/** The site route of a URL path served under `pathPrefix` (such as "/docs"): "/docs/wants" → "/wants". */
export function stripPathPrefix(pathname: string, pathPrefix: string): string {
  if (!pathPrefix || pathPrefix === '/') return pathname;
  if (pathname === pathPrefix) return '/';
  return pathname.startsWith(`${pathPrefix}/`) ? pathname.slice(pathPrefix.length) : pathname;
}
