import { joinPath } from '../paths';

/** A doc's route relative to its version's path: `/1.0/wants` in `/1.0` is `/wants`, `/1.0` is `/`. */
export function routeInVersion(versionPath: string, route: string): string {
  const base = joinPath(versionPath);
  if (base === '/') return route;
  if (route === base) return '/';
  return route.startsWith(`${base}/`) ? route.slice(base.length) : route;
}

/**
 * Where a version's site-path links lead, by the path as written (`/wants`): a doc written while its
 * version was served at the root links `/wants`, which for a version at `/1.0` is `/1.0/wants`.
 * Empty for the version at the root, whose links lead where they say.
 */
export function versionSiteRoutes(
  versionPath: string,
  routes: Iterable<string>,
  pathPrefix: string,
): Map<string, string> {
  if (joinPath(versionPath) === '/') return new Map();
  return new Map([...routes].map((route) => [routeInVersion(versionPath, route), `${pathPrefix}${route}`]));
}

/**
 * The site-path links of a version's docs that name a doc the version does not have, one line
 * each naming the doc's file and the fix: a doc of another version (`otherDocPaths`, relative to
 * their versions) that this one lacks would lead readers out of the version they chose. The
 * version at the root is checked by the build's link check, as any page is.
 */
export function versionLinkProblems(
  version: { name: string; path: string },
  docs: readonly { sourceFile: string; siteLinks: readonly string[] }[],
  ownRoutes: ReadonlyMap<string, string>,
  otherDocPaths: ReadonlySet<string>,
): string[] {
  if (joinPath(version.path) === '/') return [];
  return docs.flatMap((doc) =>
    doc.siteLinks
      .filter((link) => !ownRoutes.has(link) && otherDocPaths.has(link))
      .map(
        (link) =>
          `${doc.sourceFile}: links to ${link}, a doc version ${version.name} does not have ` +
          `(its links lead to its own docs, under ${joinPath(version.path)}). ` +
          'Link to a doc of this version, or to another site with a full URL.',
      ),
  );
}
