/** Joins URL segments with single slashes, keeping a leading slash and dropping a trailing one. */
export function joinPath(...segments: string[]): string {
  const joined = `/${segments.join('/')}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/** Route of a doc: the version's main doc sits at the version path, the others below it. */
export function docRoute(versionPath: string, docId: string, mainDocId: string): string {
  return docId === mainDocId ? joinPath(versionPath) : joinPath(versionPath, docId);
}

/** A doc's id: its front matter `id`, or else its file name without the extension. */
export function docIdOf(file: string, frontMatterId: string | undefined): string {
  return frontMatterId ?? (file.split(/[\\/]/).pop() ?? file).replace(/\.mdx?$/, '');
}

/** Absolute URL of a route on the deployed site, for canonical and Open Graph tags. */
export function absoluteUrl(siteUrl: string, route: string): string {
  return `${siteUrl}${route === '/' ? '/' : route}`;
}

/** True for links that leave the site (they open as plain anchors, not Gatsby links). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/** Routes claimed by more than one source file, with those files in the order given. */
export function duplicateRoutes(pages: ReadonlyArray<{ route: string; file: string }>): Map<string, string[]> {
  const filesByRoute = new Map<string, string[]>();
  for (const { route, file } of pages) filesByRoute.set(route, [...(filesByRoute.get(route) ?? []), file]);
  return new Map([...filesByRoute].filter(([, files]) => files.length > 1));
}

/** The site route of a URL path served under `pathPrefix` (such as "/docs"): "/docs/wants" → "/wants". */
export function stripPathPrefix(pathname: string, pathPrefix: string): string {
  if (!pathPrefix || pathPrefix === '/') return pathname;
  if (pathname === pathPrefix) return '/';
  return pathname.startsWith(`${pathPrefix}/`) ? pathname.slice(pathPrefix.length) : pathname;
}
