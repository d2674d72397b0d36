import type { Reporter } from 'gatsby';
import type { Navigation } from '../../config/navigationSchema';
import type { Version } from '../../config/schema';
import siteConfig from '../../config/site.config';
import type { DocCategory } from '../../lib/docs/category';
import { claimedTwice } from '../../lib/docs/claims';
import { docSetSlug, type DocSetKey } from '../../lib/docs/docSets';
import { generatedIndexPlaces, type GeneratedIndexPlace } from '../../lib/docs/navigation';
import { publishedDocs } from '../../lib/docs/published';
import type { DocRecord } from '../../lib/docs/record';
import { navbarReferenceProblems } from '../../lib/navbar';
import type { Sidebars } from '../../lib/sidebar';
import { defaultLocaleOf } from '../../lib/locales';
import { currentVersionOf, mainDocRoute } from '../../lib/versions';
import { checkedNavigation, checkedSidebars, checkedVersionSidebars } from '../chrome/checkedChromeInputs';
import { clearContentError, listedProblems, reportContentError, runsDevelop } from '../errors/contentErrors';
import { withFilesOfKeys } from '../navigation/loadNavigation';

/** A `Doc` node as the lifecycles read it: the record without its HTML, which the page query reads. */
export type ModelDoc = Omit<DocRecord, 'html'> & { id: string; internal?: { contentDigest: string } };

/** What the site is built from: every doc node and category node of every version, whether drafts are published. */
export interface SiteInput {
  allDocs: readonly ModelDoc[];
  categories: readonly (DocCategory & { internal?: { contentDigest: string } })[];
  includeDrafts: boolean;
}

/** One doc set (a version in a locale) of the site: its own docs, drafts, sidebars and generated index pages. */
export interface DocSetModel {
  key: DocSetKey;
  version: Version;
  /** Its name in what every page shares and in the search index's folder (`docSetSlug`): '' at the root. */
  slug: string;
  /** Every doc, drafts included, by source file. */
  allDocs: ModelDoc[];
  /** The docs the build publishes. */
  docs: ModelDoc[];
  sidebars: Sidebars;
  /** The categories' generated index pages, one per route, each with its place in the sidebars: a page each. */
  generatedIndexes: GeneratedIndexPlace[];
}

/** The docs, navigation and sidebars of the site, checked against each other: what the pages and the chrome are made of. */
export interface SiteModel {
  navigation: Navigation;
  /** Every doc set, in the order of the site config's versions. */
  sets: DocSetModel[];
  /** The set of the current docs, which the CMS edits (all its docs, drafts included). */
  current: DocSetModel;
}

/** The keys of the model's problems in the develop overlay: docs sharing an id, navbar items naming no doc. */
const DOCS_CHECK = 'docIds';
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

/** Under `gatsby develop`, the last model whose pages were all created; the fallback of an invalid site. */
export const lastValidModel = (): SiteModel | undefined => lastValid;

/** Keeps `model`, whose pages were all created, as the fallback of an invalid site under `gatsby develop`. */
export function keepAsLastValid(model: SiteModel): void {
  if (runsDevelop()) lastValid = model;
}

interface CheckedDocs {
  input: SiteInput;
  /** Each version's docs: all by source file and the published ones, by version name. */
  byVersion: Map<string, { allDocs: ModelDoc[]; docs: ModelDoc[] }>;
  /** Every published doc, of every version. */
  docs: ModelDoc[];
}

/**
 * Each version's docs by source file and the published ones, or undefined once two docs of one
 * version sharing an id are reported.
 */
function docsOf(reporter: Reporter, input: SiteInput): CheckedDocs | undefined {
  const allDocs = [...input.allDocs].sort((a, b) =>
    a.sourceFile < b.sourceFile ? -1 : a.sourceFile > b.sourceFile ? 1 : 0,
  );
  const byVersion = new Map(
    siteConfig.docs.versions.map((version) => {
      const ofVersion = allDocs.filter((doc) => doc.version === version.name);
      return [version.name, { allDocs: ofVersion, docs: publishedDocs(ofVersion, input.includeDrafts) }];
    }),
  );
  // Ids are claimed within a version: each version's folder holds its own copy of a doc.
  const sharedIds = [...byVersion.values()].flatMap((set) => [
    ...claimedTwice(set.allDocs.map((doc) => ({ key: doc.docId, file: doc.sourceFile }))),
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
  clearContentError(DOCS_CHECK);
  return { input, byVersion, docs: [...byVersion.values()].flatMap((set) => set.docs) };
}

function warnOfSharedRoutes(reporter: Reporter, docs: readonly ModelDoc[]): void {
  for (const [route, files] of claimedTwice(docs.map((doc) => ({ key: doc.route, file: doc.sourceFile })))) {
    reporter.warn(
      `Duplicate route ${route}: ${files.join(', ')} all claim it; ${files[files.length - 1]} is served. ` +
        'Give each doc a distinct "id" in its front matter, or move one to another folder.',
    );
  }
}

/** Checks the navbar's references to docs and each version's sidebars; reports the first problem found. */
function modelOf(reporter: Reporter, checkedDocs: CheckedDocs, navigation: Navigation): SiteModel | undefined {
  const { input, byVersion } = checkedDocs;
  const current = currentVersionOf(siteConfig.docs.versions);
  const idsOf = (version: Version) => new Set(byVersion.get(version.name)!.docs.map((doc) => doc.docId));
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
  const sets: DocSetModel[] = [];
  for (const version of siteConfig.docs.versions) {
    const { allDocs, docs } = byVersion.get(version.name)!;
    const isReleased = version !== current;
    const config = isReleased ? checkedVersionSidebars(reporter, version, { warn: true }) : navigation.sidebars;
    if (!config) return undefined;
    // The nodes as created, as the sidebars' static query reads them: GraphQL would turn a missing `link` into null.
    const categories = input.categories.filter((category) => category.version === version.name);
    const sidebars = checkedSidebars(reporter, config, allDocs, categories, {
      includeDrafts: input.includeDrafts,
      version,
      released: isReleased,
    });
    if (!sidebars) return undefined;
    sets.push({
      key: { version: version.name, locale: defaultLocaleOf(siteConfig.i18n).code },
      version,
      slug: docSetSlug(version),
      allDocs,
      docs,
      sidebars,
      generatedIndexes: generatedIndexPlaces(sidebars, mainDocRoute(version)),
    });
  }
  return { navigation, sets, current: sets.find((set) => set.version === current)! };
}
