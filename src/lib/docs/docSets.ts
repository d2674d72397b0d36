import type { Locale, Version } from '../../config/schema';
import { localePrefix, localeSlug, versionsInLocale } from '../locales';
import { joinPath } from '../paths';

/**
 * One set of docs built together: a version of the docs in one locale. Each set has its own docs,
 * drafts, sidebars, main doc and search index. Each version has a set in the default locale, and
 * one in every other configured locale (translated docs, and the default locale's where none is).
 */
export interface DocSetKey {
  /** The version's name (`current`, `1.0`). */
  version: string;
  /** The locale's code (`en`). */
  locale: string;
}

/** The folder of a content root that holds the released versions' docs (Docusaurus' layout). */
export const VERSIONED_DOCS_FOLDER = 'versioned_docs';
/** The folder of a content root, beside `navigation/`, that holds the released versions' sidebars. */
export const VERSIONED_SIDEBARS_FOLDER = 'versioned_sidebars';

/** A released version's docs folder in the content root: `versioned_docs/version-1.0`. */
export const versionDocsFolder = (name: string): string => `${VERSIONED_DOCS_FOLDER}/version-${name}`;

/** A released version's sidebars file in the content root: `versioned_sidebars/version-1.0-sidebars.yml`. */
export const versionSidebarsFile = (name: string): string =>
  `${VERSIONED_SIDEBARS_FOLDER}/version-${name}-sidebars.yml`;

/** Names a released version may take: they become folder names and URL segments. */
const VERSION_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Why `name` cannot name a released version, or undefined when it can. */
export function versionNameProblem(name: string): string | undefined {
  if (!VERSION_NAME.test(name))
    return 'a version name is letters, digits, ".", "-" and "_", starting with a letter or digit, such as "1.0"';
  if (name === 'current') return '"current" names the docs being edited, not a release';
  return undefined;
}

/**
 * The doc set's name where the site needs one per set (keys of the shared sidebars, the search
 * index's manifest): '' for the default locale's set served at the site's root, so a site of one
 * version and one locale names things as it always did; else its version's name when that version is
 * not at the root, then `@` and its locale's path segment for another locale: `1.0`, `@ar`, `1.0@ar`.
 * Neither a version name nor a locale path holds `@`, so no two sets share a name (a version named
 * `ar` is not Arabic's latest).
 */
export function docSetSlug(version: Pick<Version, 'name' | 'path'>, localePath = ''): string {
  const versionSlug = joinPath(version.path) === '/' ? '' : version.name;
  return `${versionSlug}${localePath ? `@${localePath}` : ''}`;
}

/** The folder of a content root holding each locale's translations: `i18n/<code>/` (strings.json beside the docs). */
export const TRANSLATIONS_FOLDER = 'i18n';

/**
 * The folder of a content root holding a locale's translated docs of a version, at the same relative
 * paths as the originals: `i18n/ar/docs` for the current docs, `i18n/ar/versioned_docs/version-1.0`
 * for a release (Docusaurus' layout).
 */
export function translatedDocsFolder(localeCode: string, version: { name: string; current: boolean }): string {
  const folder = version.current ? 'docs' : versionDocsFolder(version.name);
  return `${TRANSLATIONS_FOLDER}/${localeCode}/${folder}`;
}

/** What a locale's set is made of: a doc with its id and source file, and the route it takes. */
interface SetDoc {
  docId: string;
  sourceFile: string;
  route: string;
}

/**
 * The docs of a locale's set of a version: its translations, and the default locale's doc, at the
 * route it has in the locale (`routeOf`), wherever the locale has not translated it (a fallback),
 * so no link of the locale is dead. A translation's id is its original's (same relative path, or
 * the same front matter `id`).
 */
export function docsOfLocaleSet<T extends SetDoc>(
  originals: readonly T[],
  translations: readonly T[],
  routeOf: (doc: T) => string,
): { docs: T[]; fallbacks: Set<string> } {
  const translated = new Set(translations.map((doc) => doc.docId));
  const fallbacks = originals.filter((doc) => !translated.has(doc.docId));
  return {
    docs: [...translations, ...fallbacks.map((doc) => ({ ...doc, route: routeOf(doc) }))],
    fallbacks: new Set(fallbacks.map((doc) => doc.docId)),
  };
}

/**
 * The translations whose id no doc of the default locale's version has, one line each naming the
 * file and the fix. Such a doc would be a page only that locale has, reached by no sidebar of the
 * original: most likely a file renamed in the original and not in the translation.
 */
export function orphanTranslations(
  originals: readonly SetDoc[],
  translations: readonly SetDoc[],
  originalFolder: string,
): string[] {
  const ids = new Set(originals.map((doc) => doc.docId));
  return translations
    .filter((doc) => !ids.has(doc.docId))
    .map(
      (doc) =>
        `${doc.sourceFile}: translates the doc "${doc.docId}", which ${originalFolder} does not have. ` +
        `A translation takes its original's path (or front matter "id"): rename it after a doc of ${originalFolder}, or delete it.`,
    );
}

/** A doc set of the site config: its version and locale, and where it is served. */
export interface SiteDocSet {
  key: DocSetKey;
  /** The version as the site config has it (path without the locale's prefix). */
  version: Version;
  locale: Locale;
  /** The version as this locale serves it: its path under the locale's prefix (`/ar/1.0`). */
  served: Version;
  /** Every version as this locale serves them (`versionsInLocale`). */
  servedVersions: Version[];
  /** `docSetSlug`: '' for the default locale's set at the root. */
  slug: string;
}

/** Every doc set of the site config: each version in the default locale, then each version in each other locale. */
export function siteDocSets(
  versions: readonly Version[],
  i18n: { defaultLocale: string; locales: readonly Locale[] },
): SiteDocSet[] {
  const locales = [...i18n.locales].sort(
    (a, b) => Number(b.code === i18n.defaultLocale) - Number(a.code === i18n.defaultLocale),
  );
  return locales.flatMap((locale) => {
    const servedVersions = versionsInLocale(versions, localePrefix(i18n, locale));
    return versions.map((version, index) => ({
      key: { version: version.name, locale: locale.code },
      version,
      locale,
      served: servedVersions[index],
      servedVersions,
      slug: docSetSlug(version, localeSlug(i18n, locale)),
    }));
  });
}

/** The key of a doc set's sidebar in what every page shares: its id, after the set's slug when it has one. */
export const sidebarKey = (slug: string, sidebarId: string): string => (slug ? `${slug}:${sidebarId}` : sidebarId);
