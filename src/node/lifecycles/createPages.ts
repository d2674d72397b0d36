import path from 'node:path';
import type { CreatePagesArgs, GatsbyNode } from 'gatsby';
import siteConfig from '../../config/site.config';
import type { DocCategory } from '../../lib/docs/category';
import { docPlaces } from '../../lib/docs/navigation';
import { buildPublishesDrafts } from '../../lib/docs/published';
import { topPagesOf } from '../../lib/sidebar';
import { currentVersionOf } from '../../lib/versions';
import { renderPool } from '../../render/renderPool';
import { NavbarItemError } from '../chrome/renderChrome';
import { siteChromeOf } from '../chrome/siteChrome';
import { publishCms } from '../cms/publishCms';
import { docNodesSettled, settledDocNodes } from '../docs/docNode';
import { clearContentError, reportContentError, runsDevelop } from '../errors/contentErrors';
import { clearErrorsOfRemovedFiles } from '../errors/fileErrors';
import { siteUrl } from '../hosting/siteUrl';
import { navigationFileShown } from '../navigation/loadNavigation';
import { buildDocPageContext, type SiteOfPages } from '../pages/buildDocPageContext';
import { buildGeneratedIndexPageContext } from '../pages/buildGeneratedIndexPageContext';
import { writeSearchIndex } from '../search/searchIndex';
import { startSearchIndex } from '../search/searchIndexInWorker';
import type { GeneratedIndexPlace } from '../../lib/docs/navigation';
import type { SearchPage } from '../../lib/search/records';
import { keepAsLastValid, lastValidModel, siteModel, type ModelDoc, type SiteModel } from '../site/siteModel';
import { createTestFixturePages, testFixturesEnabled } from '../testFixtures/createTestFixturePages';

const docTemplate = path.resolve('src/templates/DocPage.tsx');
const generatedIndexTemplate = path.resolve('src/templates/GeneratedIndexPage.tsx');

/** The key of a page's render failure (a navbar item) in the develop overlay. */
const PAGES_CHECK = 'createPages';

/**
 * Creates one page per published doc, all from one template, with its place in the sidebars
 * (breadcrumbs, previous and next), its version links and the routes of the doc files it links to;
 * then the search index of those docs, and the CMS's config for them. While an edit leaves the site
 * invalid, `gatsby develop` creates the pages of the last valid site model again (src/node/site/siteModel.ts).
 */
export const createPages: GatsbyNode['createPages'] = async (args) => {
  const { reporter, basePath, getNodesByType, getNode } = args;
  // A build renders no doc once its nodes are settled: the render workers' memory (1.5 GB at 3,000
  // docs, measured) goes back before the pages, the search index and the bundles are built.
  // `gatsby develop` keeps them for the edits to come.
  if (!runsDevelop()) {
    await docNodesSettled();
    await renderPool.close();
  }
  // A doc deleted or renamed is not read again: its error goes with it.
  clearErrorsOfRemovedFiles();
  const pathPrefix = basePath === '/' ? '' : basePath;
  const input = {
    allDocs: await settledDocNodes<ModelDoc>(() => getNodesByType('Doc'), getNode),
    categories: getNodesByType('DocCategory') as unknown as DocCategory[],
    includeDrafts: buildPublishesDrafts(process.env.NODE_ENV),
  };
  const model = await siteModel(reporter, input, { warn: true });
  if (!model || !createDocPages(args, model, pathPrefix)) {
    const last = lastValidModel();
    if (last && last !== model) createDocPages(args, last, pathPrefix);
    return;
  }
  keepAsLastValid(model);
  clearContentError(PAGES_CHECK);
  const { docs, allDocs, navigation, sidebars, generatedIndexes } = model;
  // The search index holds what was published, and offers the sidebars' pages when nothing matches.
  const searchPages = [
    ...docs.map((doc) => ({ title: doc.title, route: doc.route, sections: doc.sections })),
    ...generatedIndexes.map(generatedIndexSearchPage),
  ];
  // A build writes it on a worker while Gatsby runs queries and bundles (onPostBuild waits for it);
  // `gatsby develop`, which has no bundling to overlap, writes it at once.
  if (runsDevelop()) await writeSearchIndex(searchPages, topPagesOf(sidebars));
  else startSearchIndex(searchPages, topPagesOf(sidebars));
  // Every doc, drafts included: the CMS edits them all.
  await publishCms({ docs: allDocs, navigation, pathPrefix, server: args.store.getState().program });
  if (testFixturesEnabled()) createTestFixturePages(args.actions);
};

/** A generated index page as search lists it: a category, found by its title and description. */
function generatedIndexSearchPage({ category }: GeneratedIndexPlace): SearchPage {
  const { title = category.label, description = '' } = category.generatedIndex;
  return { title, route: category.href, kind: 'category', sections: [{ text: description }] };
}

/**
 * Creates the doc pages of `model`, or returns false once a navbar item that fails to render is
 * reported, naming its entry. Each page is created as soon as its context is built: building them
 * all first raised the peak memory of a 3,000-doc build by about 0.3 GB (`npm run bench:scale`).
 */
function createDocPages({ actions: { createPage }, reporter }: CreatePagesArgs, model: SiteModel, pathPrefix: string) {
  const { docs, sidebars, navigation, generatedIndexes } = model;
  try {
    // Inside the try: rendering the chrome is where a navbar item that cannot render fails.
    const site: SiteOfPages = {
      pathPrefix,
      siteUrl: siteUrl(),
      sidebars,
      places: docPlaces(sidebars),
      sidebarParts: siteChromeOf(model, pathPrefix).sidebarParts,
      navigation,
      version: currentVersionOf(siteConfig.docs.versions),
      versions: siteConfig.docs.versions,
      // One locale for now: the default (docs/i18n.md).
      locale: siteConfig.i18n.defaultLocale,
      publishedIds: new Set(docs.map((doc) => doc.docId)),
      routeOfFile: new Map(docs.map((doc) => [doc.docsPath, `${pathPrefix}${doc.route}`])),
    };
    for (const doc of docs)
      createPage({ path: doc.route, component: docTemplate, context: buildDocPageContext(doc, site) });
    const descriptions = new Map(docs.map((doc) => [doc.docId, doc.description]));
    for (const place of generatedIndexes) {
      const context = buildGeneratedIndexPageContext(place, site, (docId) => descriptions.get(docId));
      createPage({ path: place.category.href, component: generatedIndexTemplate, context });
    }
    return true;
  } catch (error) {
    if (!(error instanceof NavbarItemError)) throw error;
    reportContentError(reporter, PAGES_CHECK, 'navigation', error.message, navigationFileShown('navbar'));
    return false;
  }
}
