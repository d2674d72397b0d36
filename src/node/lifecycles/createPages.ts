import path from 'node:path';
import type { Actions, CreatePagesArgs, GatsbyNode } from 'gatsby';
import type { Navigation } from '../../config/navigationSchema';
import siteConfig from '../../config/site.config';
import type { DocCategory } from '../../lib/docs/category';
import { claimedTwice } from '../../lib/docs/claims';
import { docPlaces } from '../../lib/docs/navigation';
import { buildPublishesDrafts, publishedDocs } from '../../lib/docs/published';
import type { DocRecord } from '../../lib/docs/record';
import { navbarReferenceProblems } from '../../lib/navbar';
import { topPagesOf, type Sidebars } from '../../lib/sidebar';
import { NavbarItemError } from '../chrome/renderChrome';
import { siteUrl } from '../hosting/siteUrl';
import { currentVersionOf } from '../../lib/versions';
import { docNodesSettled, settledDocNodes } from '../docs/docNode';
import { renderPool } from '../../render/renderPool';
import { navigationFileShown, withFilesOfKeys } from '../navigation/loadNavigation';
import { clearContentError, listedProblems, reportContentError, runsDevelop } from '../errors/contentErrors';
import { clearErrorsOfRemovedFiles } from '../errors/fileErrors';
import { checkedNavigation, checkedSidebars } from '../chrome/checkedChromeInputs';
import { createTestFixturePages, testFixturesEnabled } from '../testFixtures/createTestFixturePages';
import { writeSearchIndex } from '../search/searchIndex';
import { startSearchIndex } from '../search/searchIndexInWorker';
import { publishCms } from '../cms/publishCms';
import { docPageContext, type SiteOfPages } from '../pages/docPageContext';

type PageDoc = Omit<DocRecord, 'html'> & { id: string };

const docTemplate = path.resolve('src/templates/DocPage.tsx');

/** The key of createPages' problems in the develop overlay: each run reports one problem, or clears it. */
const PAGES_CHECK = 'createPages';

type PageInput = Parameters<Actions['createPage']>[0];

/**
 * The doc pages of the last run that found no problem. Gatsby deletes every page a run of
 * createPages does not create, so a run that stops at an editor's mistake creates these again
 * (over any it created before the mistake): under `gatsby develop`, which keeps serving, the open
 * page and the pages it links to stay there under the error overlay until the fix, instead of
 * answering 404. A build stops at its first problem, so only `gatsby develop` keeps them.
 */
let lastValidPages: PageInput[] = [];

/** What a run of createPages that found no problem created, and what the pages were made from. */
interface CreatedDocPages {
  pages: PageInput[];
  allDocs: PageDoc[];
  docs: PageDoc[];
  navigation: Navigation;
  sidebars: Sidebars;
  pathPrefix: string;
}

/**
 * Creates one page per published doc, all from one template, with its place in the sidebars
 * (breadcrumbs, previous and next), its version links and the routes of the doc files it links to;
 * then the search index of those docs, and the CMS's config for them.
 */
export const createPages: GatsbyNode['createPages'] = async (args) => {
  // A build renders no doc once its nodes are settled: the render workers' memory (1.5 GB at 3,000
  // docs, measured) goes back before the pages, the search index and the bundles are built.
  // `gatsby develop` keeps them for the edits to come.
  if (!runsDevelop()) {
    await docNodesSettled();
    await renderPool.close();
  }
  // A doc deleted or renamed is not read again: its error goes with it.
  clearErrorsOfRemovedFiles();
  const created = await createDocPages(args);
  if (!created) {
    for (const page of lastValidPages) args.actions.createPage(page);
    return;
  }
  if (runsDevelop()) lastValidPages = created.pages;
  clearContentError(PAGES_CHECK);
  const { docs, allDocs, navigation, sidebars, pathPrefix } = created;
  // The search index holds what was published, and offers the sidebars' pages when nothing matches.
  const searchPages = docs.map((doc) => ({ title: doc.title, route: doc.route, sections: doc.sections }));
  // A build writes it on a worker while Gatsby runs queries and bundles (onPostBuild waits for it);
  // `gatsby develop`, which has no bundling to overlap, writes it at once.
  if (runsDevelop()) await writeSearchIndex(searchPages, topPagesOf(sidebars));
  else startSearchIndex(searchPages, topPagesOf(sidebars));
  // Every doc, drafts included: the CMS edits them all.
  await publishCms({ docs: allDocs, navigation, pathPrefix, server: args.store.getState().program });
  if (testFixturesEnabled()) createTestFixturePages(args.actions);
};

/**
 * Creates the doc pages, or returns undefined once a problem is reported, naming its file, key and
 * fix. Each page is created as soon as its context is built: building them all first raised the
 * peak memory of a 3,000-doc build by about 0.3 GB (`npm run bench:scale`).
 */
async function createDocPages({
  actions: { createPage },
  reporter,
  basePath,
  getNodesByType,
  getNode,
}: CreatePagesArgs): Promise<CreatedDocPages | undefined> {
  const allDocs = (await settledDocNodes<PageDoc>(() => getNodesByType('Doc'), getNode)).sort((a, b) =>
    a.sourceFile < b.sourceFile ? -1 : a.sourceFile > b.sourceFile ? 1 : 0,
  );
  const includeDrafts = buildPublishesDrafts(process.env.NODE_ENV);
  const docs = publishedDocs(allDocs, includeDrafts);

  const sharedIds = claimedTwice(allDocs.map((doc) => ({ key: doc.docId, file: doc.sourceFile })));
  if (sharedIds.size > 0) {
    reportContentError(
      reporter,
      PAGES_CHECK,
      'docReference',
      `Two docs have one id:\n${listedProblems([...sharedIds].map(([id, files]) => `"${id}": ${files.join(', ')}`))}\n` +
        'A doc\'s id is its folder and file name, or its front matter "id" in place of the file name: rename a file or change an "id".',
    );
    return undefined;
  }
  for (const [route, files] of claimedTwice(docs.map((doc) => ({ key: doc.route, file: doc.sourceFile })))) {
    reporter.warn(
      `Duplicate route ${route}: ${files.join(', ')} all claim it; ${files[files.length - 1]} is served. ` +
        'Give each doc a distinct "id" in its front matter, or move one to another folder.',
    );
  }

  const navigation = await checkedNavigation(reporter, { warn: true });
  if (!navigation) return undefined;
  const problems = navbarReferenceProblems({ ...siteConfig, ...navigation }, new Set(docs.map((doc) => doc.docId)));
  if (problems.length > 0) {
    reportContentError(
      reporter,
      PAGES_CHECK,
      'docReference',
      `Invalid references:\n${listedProblems(withFilesOfKeys(problems))}`,
    );
    return undefined;
  }
  const sidebars = checkedSidebars(
    reporter,
    navigation.sidebars,
    // The nodes as created, as the sidebars' static query reads them: GraphQL would turn a missing `link` into null.
    allDocs,
    getNodesByType('DocCategory') as unknown as DocCategory[],
    includeDrafts,
  );
  if (!sidebars) return undefined;

  const pathPrefix = basePath === '/' ? '' : basePath;
  const site: SiteOfPages = {
    pathPrefix,
    siteUrl: siteUrl(),
    sidebars,
    places: docPlaces(sidebars),
    navigation,
    version: currentVersionOf(siteConfig.docs.versions),
    versions: siteConfig.docs.versions,
    publishedIds: new Set(docs.map((doc) => doc.docId)),
    routeOfFile: new Map(docs.map((doc) => [doc.docsPath, `${pathPrefix}${doc.route}`])),
  };

  try {
    const pages: PageInput[] = [];
    for (const doc of docs) {
      const page = { path: doc.route, component: docTemplate, context: docPageContext(doc, site) };
      createPage(page);
      pages.push(page);
    }
    return { pages, allDocs, docs, navigation, sidebars, pathPrefix };
  } catch (error) {
    if (!(error instanceof NavbarItemError)) throw error;
    reportContentError(reporter, PAGES_CHECK, 'navigation', error.message, navigationFileShown('navbar'));
    return undefined;
  }
}
