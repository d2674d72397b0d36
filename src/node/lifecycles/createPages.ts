import path from 'node:path';
import type { CreatePagesArgs, GatsbyNode } from 'gatsby';
import siteConfig from '../../config/site.config';
import type { DocCategory } from '../../lib/docs/category';
import { docPlaces } from '../../lib/docs/navigation';
import { pagerDocOf } from '../../lib/docs/pagination';
import { buildPublishesDrafts, isListed } from '../../lib/docs/published';
import { routeInVersion, versionLinkProblems, versionSiteRoutes } from '../../lib/docs/versionLinks';
import { localeOf, localePrefix } from '../../lib/locales';
import { joinPath } from '../../lib/paths';
import { manifestFileOf } from '../../lib/search/manifest';
import { topPagesOf } from '../../lib/sidebar';
import { latestVersionOf } from '../../lib/versions';
import { navigationInLocale } from '../../lib/i18n/localeLinks';
import { translatedNavigation } from '../../lib/i18n/navigationStrings';
import { renderPool } from '../../render/renderPool';
import { NavbarItemError, renderFrameChrome } from '../chrome/renderChrome';
import { siteChromeOf } from '../chrome/siteChrome';
import { publishCms } from '../cms/publishCms';
import { DOC_META_TYPE } from '../docs/docMeta';
import { docNodesSettled, settledDocMetas } from '../docs/docNode';
import { clearContentError, listedProblems, reportContentError, runsDevelop } from '../errors/contentErrors';
import { siteUrl } from '../hosting/siteUrl';
import { navigationFileShown } from '../navigation/loadNavigation';
import { buildDocPageContext, type PageAlternate, type SiteOfPages } from '../pages/buildDocPageContext';
import { buildGeneratedIndexPageContext } from '../pages/buildGeneratedIndexPageContext';
import { buildAllTagsPageContext, buildTagPageContext } from '../pages/buildTagPageContext';
import { checkedTags } from '../docs/tagsFile';
import { tagPages, tagsRoute, type TagsFile } from '../../lib/docs/tags';
import { docFooters } from '../pages/docFooters';
import {
  startMarkdownTwins,
  twinSetLabel,
  TWINS_WRITTEN_FILE,
  writeMarkdownTwins,
  type TwinSet,
} from '../markdown/writeMarkdownTwins';
import { twinRoute } from '../../lib/content/twinLinks';
import { createLocaleNotFoundPages } from '../pages/notFoundPages';
import { digestOf, digestOfCode } from '../gatsby/buildDigest';
import { pageContextReuse, type PageContextReuse } from '../pages/pageContextReuse';
import { localeStrings } from '../i18n/localeStrings';
import { writeSearchIndex, type PendingSearchSet } from '../search/searchIndex';
import { startSearchIndex } from '../search/searchIndexInWorker';
import type { GeneratedIndexPlace } from '../../lib/docs/navigation';
import type { SearchPage } from '../../lib/search/records';
import {
  keepAsLastValid,
  lastValidModel,
  modelDocOf,
  siteModel,
  type DocNodeRecord,
  type DocSetModel,
  type ModelDoc,
  type SiteModel,
  docsOfVersions,
} from '../site/siteModel';
import { createTestFixturePages, testFixturesEnabled } from '../testFixtures/createTestFixturePages';
import { readMonitoringSettings } from '../../lib/monitoring/settings';

const docTemplate = path.resolve('src/templates/DocPage.tsx');
const generatedIndexTemplate = path.resolve('src/templates/GeneratedIndexPage.tsx');

/** Where a build or a dev server records each doc set's search index, for the next to keep those unchanged (Gatsby's cache folder). */
const searchSetReuse = () => ({ record: path.resolve('.cache', 'trove-search-sets.json') });

/** The key of a page's render failure (a navbar item) in the develop overlay. */
const PAGES_CHECK = 'createPages';
/** The key of links leading out of their version in the develop overlay. */
const VERSION_LINKS_CHECK = 'versionLinks';

/**
 * Creates one page per published doc of each doc set (a version in a locale), all from one template, with its
 * place in its version's sidebars (breadcrumbs, previous and next), its version links and banner,
 * and the routes of the doc files and site paths it links to; then each set's search index, and
 * the CMS's config for the current docs. While an edit leaves the site invalid, `gatsby develop`
 * creates the pages of the last valid site model again (src/node/site/siteModel.ts).
 */
export const createPages: GatsbyNode['createPages'] = async (args) => {
  const { reporter, basePath, getNodesByType, getNode } = args;
  // A build writes the search index in a worker process, on the other core, while it creates the
  // pages and Gatsby runs queries and bundles (onPostBuild waits for it), each set made as it asks
  // for it; started first, so it is ready once the model is. `gatsby develop`, which has no bundling
  // to overlap, writes it at once once the pages are made.
  const search = runsDevelop() ? undefined : startSearchIndex({ reuse: searchSetReuse() });
  // A build renders no doc once its nodes are settled: the render workers' memory (1.5 GB at 3,000
  // docs, measured) goes back before the pages, the search index and the bundles are built.
  // `gatsby develop` keeps them for the edits to come.
  if (!runsDevelop()) {
    await docNodesSettled();
    await renderPool.close();
  }
  const pathPrefix = basePath === '/' ? '' : basePath;
  const input = {
    allDocs: await settledDocMetas(() => getNodesByType(DOC_META_TYPE), getNode, modelDocOf),
    categories: getNodesByType('DocCategory') as unknown as DocCategory[],
    includeDrafts: buildPublishesDrafts(process.env.NODE_ENV),
  };
  const model = await siteModel(reporter, input, { warn: true });
  const footerOf = await docFooters(args);
  const declaredTagsOf = checkedTags(reporter, input.allDocs, { warn: true });
  const reuse = await pageContextReuse(args.cache, args.store.getState().pages);
  const pages = { footerOf, reuse, declaredTagsOf: declaredTagsOf || (() => undefined) };
  const twinSets: TwinSet[] = [];
  // While an edit leaves the site invalid, `gatsby develop` serves the last valid one.
  const createLastValidPages = async () => {
    const last = lastValidModel();
    if (last && last !== model) await createDocPages(args, last, pathPrefix, pages);
  };
  if (!model || declaredTagsOf === false || !linksStayInVersions(args, model, pathPrefix))
    return createLastValidPages();
  // Each set's search index holds what it published, and offers its sidebars' pages when nothing matches.
  const sectionsOf = (doc: ModelDoc) => (getNode(doc.id) as unknown as DocNodeRecord).sections;
  const searchSets = () => model.sets.map((set) => pendingSearchSet(set, sectionsOf));
  search?.index(searchSets());
  if (!(await createDocPages(args, model, pathPrefix, pages, twinSets))) return createLastValidPages();
  await reuse.save();
  reporter.info(
    `Doc pages: ${reuse.counts.made} made, ${reuse.counts.kept} unchanged since the last build (src/node/pages/pageContextReuse.ts)`,
  );
  keepAsLastValid(model);
  clearContentError(PAGES_CHECK);
  if (runsDevelop()) await writeSearchIndex(searchSets(), { reuse: searchSetReuse() });
  // The docs' Markdown and the llms.txt files, likewise: onPostBuild waits for them before checking links.
  const twinTarget = {
    publicDir: path.resolve('public'),
    siteUrl: siteUrl(),
    pathPrefix,
    writtenList: path.resolve(TWINS_WRITTEN_FILE),
  };
  if (runsDevelop()) await writeMarkdownTwins(twinSets, twinTarget);
  else startMarkdownTwins(twinSets, twinTarget);
  // Every current doc, drafts included: the CMS edits them all, and no released version's.
  const { navigation, current } = model;
  await publishCms({ docs: current.allDocs, navigation, pathPrefix, server: args.store.getState().program });
  if (testFixturesEnabled()) createTestFixturePages(args.actions);
};

/**
 * A doc set's search index: its listed docs (`isListed`; their text read from their nodes,
 * `sectionsOf`: the model keeps none) and generated index pages, under the set's manifest, read
 * with the tokenizer of its locale's language. Its key stands each doc's text by its node's digest,
 * so a set kept from the last build is known without reading any (0.4 to 0.9 s a set at 4,500 docs).
 */
function pendingSearchSet(
  { key, docs, generatedIndexes, sidebars, slug }: DocSetModel,
  sectionsOf: (doc: ModelDoc) => DocNodeRecord['sections'],
): PendingSearchSet {
  const listed = docs.filter(isListed);
  const generatedPages = generatedIndexes.map(generatedIndexSearchPage);
  const index = {
    browse: topPagesOf(sidebars),
    manifest: manifestFileOf(slug),
    locale: key.locale,
    language: localeOf(siteConfig.i18n, key.locale).htmlLang,
  };
  const docsRead = listed.map((doc) => ({ title: doc.title, route: doc.route, digest: doc.internal?.contentDigest }));
  return {
    manifest: index.manifest,
    key: digestOf(digestOfCode(), index, docsRead, generatedPages),
    make: () => ({
      ...index,
      pages: [
        ...listed.map((doc) => ({ title: doc.title, route: doc.route, sections: sectionsOf(doc) })),
        ...generatedPages,
      ],
    }),
  };
}

/**
 * Whether every site-path link of a doc leads into the doc's own version, else false once the links
 * to a doc its version lacks are reported, naming each doc's file: as a broken link, it fails a build.
 */
function linksStayInVersions({ reporter }: CreatePagesArgs, model: SiteModel, pathPrefix: string): boolean {
  const problems = model.sets.flatMap((set) => {
    const others = new Set(
      model.sets.flatMap((other) =>
        other === set ? [] : other.docs.map((doc) => routeInVersion(other.version.path, doc.route)),
      ),
    );
    const own = versionSiteRoutes(
      set.version.path,
      set.docs.map((doc) => doc.route),
      pathPrefix,
    );
    return versionLinkProblems(set.version, set.docs, own, others);
  });
  if (problems.length === 0) {
    clearContentError(VERSION_LINKS_CHECK);
    return true;
  }
  reportContentError(
    reporter,
    VERSION_LINKS_CHECK,
    'brokenLinks',
    `Links that leave their version:\n${listedProblems(problems)}`,
  );
  return false;
}

/** A generated index page as search lists it: a category, found by its title and description. */
function generatedIndexSearchPage({ category }: GeneratedIndexPlace): SearchPage {
  const { title = category.label, description = '' } = category.generatedIndex;
  return { title, route: category.href, kind: 'category', sections: [{ text: description }] };
}

/**
 * Whether a published doc has a Markdown twin, is offered "Copy page as Markdown" and is listed in
 * its set's `llms.txt` and `llms-full.txt`: a listed one (`isListed`; an unlisted doc is reachable
 * by its URL only). Drafts are never published, so never here.
 */
const hasMarkdownTwin = (doc: ModelDoc): boolean => doc.draft === false && isListed(doc);

/** A version's set in every locale, as the `hreflang` links of its pages name them, then the default locale's as `x-default`. */
function pageAlternates(
  sets: readonly DocSetModel[],
  version: string,
  defaultLocale: string,
  tagPagesOf: (set: DocSetModel) => ReadonlySet<string>,
): PageAlternate[] {
  const ofVersion = sets.filter((set) => set.key.version === version);
  const alternateOf = (set: DocSetModel, hrefLang: string): PageAlternate => ({
    locale: set.key.locale,
    hrefLang,
    versionPath: set.version.path,
    fallbacks: set.fallbacks,
    tagPages: tagPagesOf(set),
  });
  const original = ofVersion.find((set) => set.key.locale === defaultLocale)!;
  return [
    ...ofVersion.map((set) => alternateOf(set, localeOf(siteConfig.i18n, set.key.locale).htmlLang)),
    alternateOf(original, 'x-default'),
  ];
}

/**
 * Creates the doc pages of `model`, or returns false once a navbar item that fails to render is
 * reported, naming its entry. Each page is created as soon as its context is built: building them
 * all first raised the peak memory of a 3,000-doc build by about 0.3 GB (`npm run bench:scale`).
 * `twinSets` gets each set's pages with a Markdown twin, for `writeMarkdownTwins`. Between sets it
 * lets the search index's process, which asks for one set at a time, have the next.
 */
async function createDocPages(
  { actions: { createPage }, reporter }: CreatePagesArgs,
  model: SiteModel,
  pathPrefix: string,
  {
    footerOf,
    reuse,
    declaredTagsOf,
  }: {
    footerOf: Awaited<ReturnType<typeof docFooters>>;
    reuse: PageContextReuse;
    /** The tags file's tags in a locale, its translation over them. */
    declaredTagsOf: (locale: string) => TagsFile | undefined;
  },
  twinSets: TwinSet[] = [],
) {
  const { sets, navigation } = model;
  const { defaultLocale } = siteConfig.i18n;
  const docIdsOf = docsOfVersions(model);
  const latestVersion = latestVersionOf(siteConfig.docs.versions);
  const setOf = (locale: string, version: string) =>
    sets.find((set) => set.key.locale === locale && set.key.version === version)!;
  const severalLocales = siteConfig.i18n.locales.length > 1;
  const monitoring = readMonitoringSettings(process.env) !== null;
  // Each locale's page routes, written as joinPath writes them (no trailing slash), as a link's page is looked up.
  const pagesOfLocale = new Map<string, Set<string>>();
  for (const set of sets) {
    const pages = pagesOfLocale.get(set.key.locale) ?? new Set();
    for (const doc of set.docs) pages.add(doc.route);
    for (const place of set.generatedIndexes) pages.add(place.category.href);
    pagesOfLocale.set(set.key.locale, pages);
  }
  // Each set's tag pages, with their routes: a tag's page has alternates where another locale has it too.
  const tagsOfSet = new Map(
    sets.map((set) => [set, tagPages(set.docs.filter(isListed), declaredTagsOf(set.key.locale), set.version.path)]),
  );
  const tagRoutesOfSet = new Map(
    [...tagsOfSet].map(([set, tags]) => [
      set,
      new Set(tags.length > 0 ? [tagsRoute(set.version.path), ...tags.map((tag) => tag.route)] : []),
    ]),
  );
  try {
    // Inside the try: rendering the chrome is where a navbar item that cannot render fails.
    const { sidebarParts, chrome: siteChrome } = siteChromeOf(model, pathPrefix);
    for (const set of sets) {
      const { key, docs, sidebars, generatedIndexes, version, slug } = set;
      const declaredTags = declaredTagsOf(key.locale);
      const latest = setOf(key.locale, latestVersion.name);
      const original = key.locale === defaultLocale ? undefined : setOf(defaultLocale, key.version);
      const site: SiteOfPages = {
        pathPrefix,
        siteUrl: siteUrl(),
        slug,
        sidebars,
        places: docPlaces(sidebars),
        // What the pager reads of each doc, not the doc: every page of the set is made of this, so
        // an edit of one doc's body must not change it.
        pagerDocs: new Map(docs.filter(isListed).map((doc) => [doc.docId, pagerDocOf(doc)])),
        ...(declaredTags ? { declaredTags } : {}),
        sidebarParts,
        sharedHeader: siteChrome.header,
        navigation: navigationInLocale(
          translatedNavigation(navigation, set.navigationLabels),
          localePrefix(siteConfig.i18n, localeOf(siteConfig.i18n, key.locale)),
          (page) => pagesOfLocale.get(key.locale)!.has(joinPath(page)),
        ),
        version,
        versions: set.versions,
        locale: key.locale,
        fallbacks: set.fallbacks,
        ...(original ? { original: { version: original.version, versions: original.versions } } : {}),
        latestFallbacks: latest.fallbacks,
        alternates: severalLocales
          ? pageAlternates(sets, key.version, defaultLocale, (other) => tagRoutesOfSet.get(other)!)
          : [],
        docIdsOf,
        latestTitles: new Map(latest.docs.map((doc) => [doc.docId, doc.title])),
        routeOfFile: new Map(docs.map((doc) => [doc.docsPath, `${pathPrefix}${doc.route}`])),
        siteRoutes: versionSiteRoutes(
          version.path,
          docs.map((doc) => doc.route),
          pathPrefix,
        ),
        monitoring,
      };
      const twins: TwinSet = {
        path: version.path,
        label: twinSetLabel(version.label, key.locale),
        locale: key.locale,
        sidebars,
        pages: [],
      };
      // What every page of the set is made of, with the labels of its locale, which are content.
      const setDigest = digestOf(site, localeStrings(key.locale));
      for (const doc of docs) {
        const footer = footerOf(doc);
        const twin = hasMarkdownTwin(doc) ? twinRoute(doc.route, doc.docId === version.mainDocId) : undefined;
        const markdownHref = twin && `${pathPrefix}${twin}`;
        const context = reuse.contextOf(doc.route, [setDigest, doc, footer, markdownHref], () =>
          buildDocPageContext(doc, site, footer, markdownHref),
        );
        createPage({ path: doc.route, component: docTemplate, context });
        if (!twin) continue;
        const { docId, title, description, docsPath, route, markdownTwin } = doc;
        twins.pages.push({ docId, title, description, docsPath, route, markdownTwin, twin, routes: context.docLinks });
      }
      twinSets.push(twins);
      // Each other locale's not-found page has its frame in the locale, as its latest version's pages.
      if (key.locale !== defaultLocale && key.version === latestVersion.name) {
        const { navigation } = site;
        const chrome = renderFrameChrome({ pathPrefix, locale: key.locale, sidebars, navigation, docIdsOf });
        createLocaleNotFoundPages(createPage, localeOf(siteConfig.i18n, key.locale), chrome);
      }
      const descriptions = new Map(docs.map((doc) => [doc.docId, doc.description]));
      for (const place of generatedIndexes) {
        const context = buildGeneratedIndexPageContext(place, site, (docId) => descriptions.get(docId));
        createPage({ path: place.category.href, component: generatedIndexTemplate, context });
      }
      // Each tag's page and the page of all tags, drawn as generated index pages are; an unlisted doc is on none.
      const tags = tagsOfSet.get(set)!;
      for (const tag of tags)
        createPage({ path: tag.route, component: generatedIndexTemplate, context: buildTagPageContext(tag, site) });
      if (tags.length > 0) {
        const context = buildAllTagsPageContext(tags, site);
        createPage({ path: tagsRoute(version.path), component: generatedIndexTemplate, context });
      }
      await new Promise(setImmediate);
    }
    return true;
  } catch (error) {
    if (!(error instanceof NavbarItemError)) throw error;
    reportContentError(reporter, PAGES_CHECK, 'navigation', error.message, navigationFileShown('navbar'));
    return false;
  }
}
