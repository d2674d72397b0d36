import type { Version } from '../../config/schema';

/**
 * One set of docs built together: a version of the docs in one locale. Each set has its own docs,
 * drafts, sidebars, main doc and search index. Every set is the default locale's for now; a locale
 * adds its sets beside the versions' without changing this key.
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
 * index's folder): '' for the set served at the site's root, so a site of one version names
 * things as it always did; else its version's name.
 */
export function docSetSlug(version: Pick<Version, 'name' | 'path'>): string {
  return version.path === '/' ? '' : version.name;
}

/** The key of a doc set's sidebar in what every page shares: its id, after the set's slug when it has one. */
export const sidebarKey = (slug: string, sidebarId: string): string => (slug ? `${slug}:${sidebarId}` : sidebarId);
