import type { Reporter } from 'gatsby';
import type { Navigation } from '../../config/navigationSchema';
import type { Version } from '../../config/schema';
import siteConfig from '../../config/site.config';
import { categoriesOfSet, type DocCategory } from '../../lib/docs/category';
import { claimedTwice } from '../../lib/docs/claims';
import { docsOfLocaleSet, orphanTranslations, type DocSetKey, type SiteDocSet } from '../../lib/docs/docSets';
import { generatedIndexPlaces, type GeneratedIndexPlace } from '../../lib/docs/navigation';
import { paginationProblems } from '../../lib/docs/pagination';
import { publishedDocs } from '../../lib/docs/published';
import type { DocRecord } from '../../lib/docs/record';
import { navbarReferenceProblems } from '../../lib/navbar';
import type { Sidebars } from '../../lib/sidebar';
import { docRoute } from '../../lib/paths';
import { currentVersionOf, mainDocRoute, type DocsOfVersion } from '../../lib/versions';
import { checkedNavigation, checkedSidebars, checkedVersionSidebars } from '../chrome/checkedChromeInputs';
import { clearContentError, listedProblems, reportContentError, runsDevelop } from '../errors/contentErrors';
import { withFilesOfKeys } from '../navigation/loadNavigation';
import { displayPath } from '../content/contentRoot';
import type { DocMeta, DocMetaFields } from '../docs/docMeta';
import { docSetsOfSite, docsFolderOf } from '../docs/versionFolders';
import { navigationMessages } from '../i18n/navigationLabels';
import { NavigationStringsError, translatedSidebars } from '../../lib/i18n/navigationStrings';

/** A `Doc` node as the lifecycles read it: the record without its HTML, which the page query reads. */
export type ModelDoc = DocMetaFields & { id: string; internal?: { contentDigest: string } };

/** A doc node as the data layer holds it. */
export type DocNodeRecord = DocRecord & { id: string; internal?: { contentDigest: string } };

/**
 * A doc as the model keeps it: its metadata (`DocMeta`: all but its body's HTML and search text,
 * which pages query and the search index reads from its `Doc` node) under the id and digest of its
 * `Doc` node. The model lives as long as the build: holding the nodes themselves kept every doc's
 * body in Gatsby's process (some 60 KB a doc, 0.8 GB at 13,500 docs).
 */
export function modelDocOf({ docNodeId, docDigest, ...meta }: DocMeta): ModelDoc {
  return { ...meta, id: docNodeId, internal: { contentDigest: docDigest } };
}

/** What the site is built from: every doc node and category node of every version, whether drafts are published. */
export interface SiteInput {
  allDocs: readonly ModelDoc[];
  categories: readonly (DocCategory & { internal?: { contentDigest: string } })[];
  includeDrafts: boolean;
}

/** One doc set (a version in a locale) of the site: its own docs, drafts, sidebars and generated index pages. */
export interface DocSetModel {
  key: DocSetKey;
  /** The version as the set's locale serves it: its path under the locale's prefix (`/ar/1.0`). */
  version: Version;
  /** Every version as the set's locale serves them. */
  versions: Version[];
  /** Its name in what every page shares and in the search index's folder (`docSetSlug`): '' at the root. */
  slug: string;
  /** Every doc, drafts included, by source file. */
  allDocs: ModelDoc[];
  /** The docs the build publishes. */
  docs: ModelDoc[];
  /**
   * Ids of the published docs the set's locale has not translated: they are the default locale's,
   * served under the locale's path and marked untranslated. Empty for the default locale's sets.
   */
  fallbacks: ReadonlySet<string>;
  sidebars: Sidebars;
  /** The locale's translations of the navigation's labels, by key (`navigationStrings`): none in the default locale. */
  navigationLabels: Readonly<Record<string, string>>;
  /** The categories' generated index pages, one per route, each with its place in the sidebars: a page each. */
  generatedIndexes: GeneratedIndexPlace[];
}

/** The docs, navigation and sidebars of the site, checked against each other: what the pages and the chrome are made of. */
export interface SiteModel {
  navigation: Navigation;
  /** Every doc set: the default locale's in the order of the site config's versions, then each other locale's. */
  sets: DocSetModel[];
  /** The set of the current docs, which the CMS edits (all its docs, drafts included). */
  current: DocSetModel;
}

/** The keys of the model's problems in the develop overlay: docs sharing an id, navbar items naming no doc. */
const DOCS_CHECK = 'docIds';
const NAVIGATION_LABELS_CHECK = 'navigationLabels';
const REFERENCES_CHECK = 'docReferences';

/**
 * The docs checked last and the model made of them with the navigation read last: createPages and
 * the chrome's query ask for the model of the same docs and navigation, which is checked once.
 */
let checkedDocs: { key: string; docs: CheckedDocs | undefined } | undefined;
let checked: { docs: CheckedDocs; navigation: Navigation; model: SiteModel | undefined } | undefined;

/**
 * Under `gatsby develop`, the last model whose pages were all created (`keepAsLastValid`). Gatsby
 * deletes every page a run of createPages does not create, and a failed query leaves the browser an
 * error only a reload clears: while an edit leaves the site invalid, the pages and the chrome are
 * made from this model, so the open page keeps working under the overlay until the fix. A build
 * stops at its first problem, so only `gatsby develop` keeps it.
 */
let lastValid: SiteModel | undefined;

const digestOf = (nodes: readonly { id?: string; internal?: { contentDigest: string } }[]): string =>
  nodes.map((node) => `${node.id}:${node.internal?.contentDigest}`).join('|');

/**
 * The site model of `input` and the navigation files, or undefined once a problem is reported,
 * naming its file, key and fix. Warnings (routes claimed twice, what was taken out of an HTML field)
 * are given when `warn` is set: by createPages only, since the chrome's query also runs in Gatsby's
 * worker processes, each of which would give them again.
 */
export async function siteModel(
  reporter: Reporter,
  input: SiteInput,
  { warn }: { warn: boolean },
): Promise<SiteModel | undefined> {
  const key = `${input.includeDrafts}#${digestOf(input.allDocs)}#${digestOf(input.categories)}`;
  if (checkedDocs?.key !== key) checkedDocs = { key, docs: docsOf(reporter, input) };
  const { docs } = checkedDocs;
  if (!docs) return undefined;
  if (warn) warnOfSharedRoutes(reporter, docs.docs);
  const navigation = await checkedNavigation(reporter, { warn });
  if (!navigation) return undefined;
  if (checked?.docs !== docs || checked.navigation !== navigation) {
    checked = { docs, navigation, model: modelOf(reporter, docs, navigation) };
  }
  return checked.model;
}

/**
 * The docs each version publishes, by version name, with their slugs (`DocsOfVersion`): every
 * locale's set of a version publishes the same ids, a fallback where no translation is, so the
 * default locale's sets say it for all.
 */
export function docsOfVersions(model: SiteModel): Map<string, DocsOfVersion> {
  return new Map(
    model.sets.flatMap((set) =>
      set.key.locale === siteConfig.i18n.defaultLocale
        ? [[set.key.version, new Map(set.docs.map((doc) => [doc.docId, doc.slug]))]]
        : [],
    ),
  );
}

/** Under `gatsby develop`, the last model whose pages were all created; the fallback of an invalid site. */
export const lastValidModel = (): SiteModel | undefined => lastValid;

/** Keeps `model`, whose pages were all created, as the fallback of an invalid site under `gatsby develop`. */
export function keepAsLastValid(model: SiteModel): void {
  if (runsDevelop()) lastValid = model;
}

interface CheckedDocs {
  input: SiteInput;
  /** Each doc set's docs: all by source file and the published ones, by `setId`, with the ids it falls back for. */
  bySet: Map<string, { allDocs: ModelDoc[]; docs: ModelDoc[]; fallbacks: ReadonlySet<string> }>;
  /** Every published doc, of every set, fallbacks included. */
  docs: ModelDoc[];
}

const setId = ({ version, locale }: DocSetKey): string => `${locale}/${version}`;

/**
 * Each doc set's docs by source file and the published ones, or undefined once two docs of one set
 * sharing an id, a translation with no original, or a `pagination_prev` or `pagination_next`
 * naming no doc, are reported. A locale's set is its published
 * translations and, for every other published doc of its version, the default locale's
 * (`docsOfLocaleSet`): a draft translation falls back to the original, as a missing one does.
 */
function docsOf(reporter: Reporter, input: SiteInput): CheckedDocs | undefined {
  const allDocs = [...input.allDocs].sort((a, b) =>
    a.sourceFile < b.sourceFile ? -1 : a.sourceFile > b.sourceFile ? 1 : 0,
  );
  const sourcedOf = (key: DocSetKey) =>
    allDocs.filter((doc) => doc.version === key.version && doc.locale === key.locale);
  const sets = docSetsOfSite();
  // Ids are claimed within a set: each version's folder holds its own copy of a doc, each locale its translation.
  const sharedIds = sets.flatMap((set) => [
    ...claimedTwice(sourcedOf(set.key).map((doc) => ({ key: doc.docId, file: doc.sourceFile }))),
  ]);
  if (sharedIds.length > 0) {
    reportContentError(
      reporter,
      DOCS_CHECK,
      'docReference',
      `Two docs have one id:\n${listedProblems(sharedIds.map(([id, files]) => `"${id}": ${files.join(', ')}`))}\n` +
        'A doc\'s id is its folder and file name, or its front matter "id" in place of the file name: rename a file or change an "id".',
    );
    return undefined;
  }
  const originalKey = (set: SiteDocSet) => ({ version: set.version.name, locale: siteConfig.i18n.defaultLocale });
  const orphans = sets.flatMap((set) =>
    set.locale.code === siteConfig.i18n.defaultLocale
      ? []
      : orphanTranslations(
          sourcedOf(originalKey(set)),
          sourcedOf(set.key),
          `${displayPath(docsFolderOf(set.version))}/`,
        ),
  );
  if (orphans.length > 0) {
    reportContentError(reporter, DOCS_CHECK, 'docReference', `Translations of no doc:\n${listedProblems(orphans)}`);
    return undefined;
  }
  // A previous or next link naming no doc of its set is a broken link: it fails the build.
  const brokenPagers = sets.flatMap((set) => {
    const sourced = sourcedOf(set.key);
    const ids = new Set([...sourcedOf(originalKey(set)), ...sourced].map((doc) => doc.docId));
    return paginationProblems(sourced, ids);
  });
  if (brokenPagers.length > 0) {
    reportContentError(
      reporter,
      DOCS_CHECK,
      'docReference',
      `Previous and next links to no doc:\n${listedProblems(brokenPagers)}`,
    );
    return undefined;
  }
  clearContentError(DOCS_CHECK);
  const bySet = new Map(
    sets.map((set) => {
      const sourced = sourcedOf(set.key);
      const published = publishedDocs(sourced, input.includeDrafts);
      if (set.locale.code === siteConfig.i18n.defaultLocale)
        return [setId(set.key), { allDocs: sourced, docs: published, fallbacks: new Set<string>() }];
      const originals = sourcedOf(originalKey(set));
      const routeOf = (doc: ModelDoc) => docRoute(set.served.path, doc.docId, set.version.mainDocId, doc.slug);
      const all = docsOfLocaleSet(originals, sourced, routeOf);
      const { docs, fallbacks } = docsOfLocaleSet(publishedDocs(originals, input.includeDrafts), published, routeOf);
      return [setId(set.key), { allDocs: all.docs, docs, fallbacks }];
    }),
  );
  return { input, bySet, docs: [...bySet.values()].flatMap((set) => set.docs) };
}

/**
 * Each locale's translations of the navigation's labels (`<content>/i18n/<locale>/navigation.json`),
 * or undefined once a file that is not such a file is reported, naming it, each key and the fix. A
 * key that names no label any more is a warning: the label shows as the navigation writes it.
 */
function localeLabels(reporter: Reporter, navigation: Navigation): Map<string, Record<string, string>> | undefined {
  try {
    const labels = new Map(
      siteConfig.i18n.locales.map((locale) => [
        locale.code,
        navigationMessages(locale.code, navigation, (message) => reporter.warn(message)),
      ]),
    );
    clearContentError(NAVIGATION_LABELS_CHECK);
    return labels;
  } catch (error) {
    if (!(error instanceof NavigationStringsError)) throw error;
    reportContentError(reporter, NAVIGATION_LABELS_CHECK, 'navigation', error.message);
    return undefined;
  }
}

function warnOfSharedRoutes(reporter: Reporter, docs: readonly ModelDoc[]): void {
  for (const [route, files] of claimedTwice(docs.map((doc) => ({ key: doc.route, file: doc.sourceFile })))) {
    reporter.warn(
      `Duplicate route ${route}: ${files.join(', ')} all claim it; ${files[files.length - 1]} is served. ` +
        'Give each doc a distinct "id" or "slug" in its front matter, or move one to another folder.',
    );
  }
}

/** Checks the navbar's references to docs and each set's sidebars; reports the first problem found. */
function modelOf(reporter: Reporter, checkedDocs: CheckedDocs, navigation: Navigation): SiteModel | undefined {
  const { input, bySet } = checkedDocs;
  const current = currentVersionOf(siteConfig.docs.versions);
  const defaultKey = (version: Version) => setId({ version: version.name, locale: siteConfig.i18n.defaultLocale });
  const idsOf = (version: Version) => new Set(bySet.get(defaultKey(version))!.docs.map((doc) => doc.docId));
  const released = new Map(
    siteConfig.docs.versions.flatMap((version) => (version === current ? [] : [[version.name, idsOf(version)]])),
  );
  const problems = navbarReferenceProblems({ ...siteConfig, ...navigation }, idsOf(current), released);
  if (problems.length > 0) {
    reportContentError(
      reporter,
      REFERENCES_CHECK,
      'docReference',
      `Invalid references:\n${listedProblems(withFilesOfKeys(problems))}`,
    );
    return undefined;
  }
  clearContentError(REFERENCES_CHECK);
  const labels = localeLabels(reporter, navigation);
  if (!labels) return undefined;
  const sets: DocSetModel[] = [];
  for (const { key, version, served, servedVersions, slug } of docSetsOfSite()) {
    const { allDocs, docs, fallbacks } = bySet.get(setId(key))!;
    const isReleased = version !== current;
    const config = isReleased ? checkedVersionSidebars(reporter, version, { warn: true }) : navigation.sidebars;
    if (!config) return undefined;
    // The nodes as created, as the sidebars' static query reads them: GraphQL would turn a missing `link` into null.
    const categories = categoriesOfSet(
      input.categories,
      version.name,
      key.locale === siteConfig.i18n.defaultLocale ? undefined : key.locale,
    );
    const resolved = checkedSidebars(reporter, config, allDocs, categories, {
      includeDrafts: input.includeDrafts,
      version: served,
      released: isReleased,
    });
    if (!resolved) return undefined;
    const navigationLabels = labels.get(key.locale) ?? {};
    const sidebars = translatedSidebars(resolved, navigationLabels);
    sets.push({
      key,
      version: served,
      versions: servedVersions,
      slug,
      allDocs,
      docs,
      fallbacks,
      sidebars,
      navigationLabels,
      generatedIndexes: generatedIndexPlaces(sidebars, mainDocRoute(served)),
    });
  }
  const currentSet = sets.find(
    (set) => set.key.version === current.name && set.key.locale === siteConfig.i18n.defaultLocale,
  )!;
  return { navigation, sets, current: currentSet };
}
