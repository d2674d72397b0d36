import type { DocRecord } from '../../lib/docs/record';
import type { Sidebars } from '../../lib/sidebar';
import type { DocsOfVersion } from '../../lib/versions';
import { tagPageLocaleRoutes } from './buildGeneratedIndexPageContext';
import { alternateRoutes, buildDocPageContext, canonicalRoute, versionBanner } from './buildDocPageContext';
import { currentVersion, siteOfPages } from './siteOfPages.testHelper';

const sidebars: Sidebars = {
  tutorialSidebar: [
    { label: 'Start', href: '/', docId: 'index' },
    {
      label: 'Alerts',
      collapsible: true,
      collapsed: true,
      items: [{ label: 'Price alerts', href: '/alerts/price', docId: 'alerts/price' }],
    },
  ],
};

/** Docs of a version by id, none with a slug. */
const docs = (ids: string[]): DocsOfVersion => new Map(ids.map((id) => [id, null]));

const site = siteOfPages(sidebars, {
  publishedIds: new Set(['index', 'alerts/price', 'orphan']),
  routeOfFile: new Map([['index.mdx', '/docs/']]),
});

/** A whole doc record, as createPages has it: everything the build knows of the doc, drafts' flag included. */
function record(docId: string, route: string): Omit<DocRecord, 'html'> & { id: string } {
  return {
    id: `node-${docId}`,
    docId,
    version: 'current',
    locale: 'en',
    route,
    sourceFile: `content/docs/${docId}.mdx`,
    docsPath: `${docId}.mdx`,
    title: 'Price alerts',
    description: 'Get told when a want drops under your price.',
    sidebarLabel: null,
    sidebarPosition: 2,
    draft: true,
    customEditUrl: null,
    editUrlHidden: false,
    lastUpdateDate: null,
    lastUpdateAuthor: null,
    slug: null,
    keywords: [],
    image: null,
    hideTitle: false,
    hideTableOfContents: false,
    tocMinLevel: 2,
    tocMaxLevel: 3,
    paginationLabel: null,
    paginationPrev: null,
    paginationNext: null,
    paginationPrevHidden: false,
    paginationNextHidden: false,
    sidebarClassName: null,
    tags: [],
    unlisted: false,
    headings: [{ depth: 2, value: 'Setting one', id: 'setting-one' }],
    sections: [{ text: 'Alerts tell you when a price drops.' }],
    docLinks: ['index.mdx', 'missing.mdx'],
    siteLinks: [],
    markdownTwin: 'digest',
  };
}

describe('buildDocPageContext', () => {
  it('holds only what the page reads: node id, doc links, chrome, sidebar marks, head tags', () => {
    const context = buildDocPageContext(record('alerts/price', '/alerts/price'), site);
    // Page data reaches the browser on every page load: a field added here must be one the page reads.
    expect(Object.keys(context).sort()).toEqual(['chrome', 'docLinks', 'head', 'id', 'locale', 'sidebar']);
    expect(Object.keys(context.chrome).sort()).toEqual([
      'breadcrumbs',
      'docFooter',
      'header',
      'pager',
      'toc',
      'tocMobile',
    ]);
    expect(Object.keys(context.head).sort()).toEqual(['description', 'image', 'locale', 'siteName', 'title', 'url']);
    expect(context.id).toBe('node-alerts/price');
    expect(context.docLinks).toEqual({ 'index.mdx': '/docs/' });
    expect(context.sidebar).toEqual({
      id: 'tutorialSidebar',
      href: '/docs/alerts/price',
      open: [0],
      lists: { 0: '<div id="sb:0"></div>' },
    });
    expect(context.head.url).toBe('https://trove.example/docs/alerts/price');
  });

  it('carries no sidebar, draft flag, version list or search text', () => {
    const serialized = JSON.stringify(buildDocPageContext(record('alerts/price', '/alerts/price'), site));
    for (const key of ['"sidebars"', '"draft"', '"draftIds"', '"versions"', '"sections"', '"sidebarPosition"']) {
      expect(serialized).not.toContain(key);
    }
    expect(serialized).not.toContain('Alerts tell you when a price drops.');
  });

  it("ends the doc with its edit link and last update, whose date is the sitemap's", () => {
    const lastUpdate = { date: '2024-03-04T10:00:00.000Z', author: 'Bo Brandt' };
    const editUrl = 'https://github.com/o/r/edit/main/content/docs/alerts/price.mdx';
    const context = buildDocPageContext(record('alerts/price', '/alerts/price'), site, { editUrl, lastUpdate });
    expect(context.chrome.docFooter).toContain(`href="${editUrl}"`);
    // HTML attribute names are case-insensitive: React writes dateTime, browsers read datetime.
    expect(context.chrome.docFooter).toMatch(/<time datetime="2024-03-04T10:00:00.000Z">Mar 4, 2024<\/time>/i);
    expect(context.lastmod).toBe(lastUpdate.date);
  });

  it('ends the doc with "Was this page helpful?": a new issue about the page, and Send where monitoring is on', () => {
    const { docFooter } = buildDocPageContext(record('alerts/price', '/alerts/price'), site).chrome;
    expect(docFooter).toContain('Was this page helpful?');
    // The site config's repository, the doc's title and its address under the path prefix.
    expect(docFooter).toContain(
      'href="https://github.com/trove-app/docs/issues/new?title=Price+alerts&amp;body=https%3A%2F%2Ftrove.example%2Fdocs%2Falerts%2Fprice"',
    );
    expect(docFooter).toContain('data-helpful-version="current" data-helpful-locale="en"');
    expect(docFooter).not.toContain('>Send</button>');
    const monitored = buildDocPageContext(record('alerts/price', '/alerts/price'), { ...site, monitoring: true });
    expect(monitored.chrome.docFooter).toContain('>Send</button>');
  });

  it('leaves out the sidebar marks of a doc no sidebar leads to', () => {
    expect(buildDocPageContext(record('orphan', '/orphan'), site)).not.toHaveProperty('sidebar');
  });
});

describe('a page and its Docusaurus front matter', () => {
  const headings = [
    { depth: 2, value: 'Setting one', id: 'setting-one' },
    { depth: 3, value: 'Limits', id: 'limits' },
    { depth: 4, value: 'Per list', id: 'per-list' },
  ];
  const doc = { ...record('alerts/price', '/alerts/price'), headings };

  it('hides the title from view, and the table of contents, or shows the levels it names', () => {
    expect(buildDocPageContext(doc, site)).not.toHaveProperty('hideTitle');
    expect(buildDocPageContext({ ...doc, hideTitle: true }, site).hideTitle).toBe(true);
    const toc = (extra: Partial<typeof doc>) => buildDocPageContext({ ...doc, ...extra }, site).chrome.toc;
    expect(toc({})).toContain('#limits');
    expect(toc({})).not.toContain('#per-list');
    expect(toc({ tocMinLevel: 3, tocMaxLevel: 4 })).toContain('#per-list');
    expect(toc({ tocMinLevel: 3, tocMaxLevel: 4 })).not.toContain('#setting-one');
    expect(toc({ hideTableOfContents: true })).toBe('');
  });

  it('heads the page with its keywords and image, and asks search engines to skip an unlisted doc', () => {
    const head = (extra: Partial<typeof doc>) => buildDocPageContext({ ...doc, ...extra }, site).head;
    expect(head({ keywords: ['alerts', 'price drops'], image: '/media/alerts.png' })).toMatchObject({
      meta: [{ name: 'keywords', content: 'alerts, price drops' }],
      image: 'https://trove.example/docs/media/alerts.png',
    });
    expect(head({ image: 'https://cdn.trove.app/alerts.png' }).image).toBe('https://cdn.trove.app/alerts.png');
    expect(head({ unlisted: true }).meta).toEqual([{ name: 'robots', content: 'noindex' }]);
    expect(head({})).not.toHaveProperty('meta');
  });

  it('ends the doc with its tags, each linking to its page, labelled by the tags file; an unlisted doc with none', () => {
    const tagged = { ...doc, tags: ['wants', 'Price ceilings'] };
    const withTags = { ...site, declaredTags: { wants: { label: 'Want lists' } } };
    const end = buildDocPageContext(tagged, withTags).chrome.docFooter;
    expect(end).toContain('href="/docs/tags/wants" class="doc-tags__tag">Want lists</a>');
    expect(end).toContain('href="/docs/tags/price-ceilings" class="doc-tags__tag">Price ceilings</a>');
    expect(buildDocPageContext({ ...tagged, unlisted: true }, withTags).chrome.docFooter).not.toContain('doc-tags');
  });

  it("leads its previous and next links where the front matter says, labelled by the targets' pagination_label", () => {
    const withPager = {
      ...site,
      pagerDocs: new Map([
        ['index', { docId: 'index', route: '/', title: 'Start', sidebarLabel: null, paginationLabel: 'Back to start' }],
      ]),
    };
    expect(buildDocPageContext(doc, withPager).chrome.pager).toContain('Back to start');
    const hidden = buildDocPageContext({ ...doc, paginationPrevHidden: true }, withPager);
    expect(hidden.chrome.pager).toBe('');
  });
});

describe('a page of a version that is not the latest', () => {
  const next = { ...currentVersion, path: '/next', isLast: false };
  const latest = { ...currentVersion, name: '2.0', label: '2.0', isLast: true };
  const old = { ...currentVersion, name: '1.0', label: '1.0', path: '/1.0', isLast: false };
  const versions = [next, latest, old];
  const docIdsOf = new Map([
    ['current', docs(['index', 'wants', 'goals'])],
    ['2.0', docs(['index', 'wants'])],
    ['1.0', docs(['index', 'wants'])],
  ]);
  const latestTitles = new Map([
    ['index', 'Introduction'],
    ['wants', 'Want lists'],
  ]);
  const none = new Set<string>();
  const of = (version: typeof next) => ({
    version,
    versions,
    docIdsOf,
    latestTitles,
    fallbacks: none,
    latestFallbacks: none,
  });

  it('has a banner linking to the same doc in the latest, or its main doc', () => {
    expect(versionBanner(of(old), 'Trove', 'wants')).toEqual({
      kind: 'older',
      siteTitle: 'Trove',
      versionLabel: '1.0',
      latest: { href: '/wants', label: 'Want lists' },
    });
    expect(versionBanner(of(next), 'Trove', 'goals')).toMatchObject({
      kind: 'unreleased',
      latest: { href: '/', label: 'Introduction' },
    });
    expect(versionBanner(of(latest), 'Trove', 'wants')).toBeUndefined();
  });

  it("names the latest version's page as canonical at its slug", () => {
    const slugged = { ...of(old), docIdsOf: new Map([...docIdsOf, ['2.0', new Map([['wants', '/lists/wants']])]]) };
    expect(canonicalRoute(slugged, { docId: 'wants', route: '/1.0/wants' })).toBe('/lists/wants');
  });

  it("names the latest version's page as canonical where there is one", () => {
    expect(canonicalRoute(of(old), { docId: 'wants', route: '/1.0/wants' })).toBe('/wants');
    expect(canonicalRoute(of(old), { docId: 'index', route: '/1.0' })).toBe('/');
    expect(canonicalRoute(of(next), { docId: 'goals', route: '/next/goals' })).toBe('/next/goals');
    expect(canonicalRoute(of(latest), { docId: 'wants', route: '/wants' })).toBe('/wants');
  });
});

describe('a page of a locale other than the default', () => {
  const enLatest = { ...currentVersion, name: '2.0', label: '2.0', isLast: true };
  const enOld = { ...currentVersion, name: '1.0', label: '1.0', path: '/1.0', isLast: false };
  const arLatest = { ...enLatest, path: '/ar' };
  const arOld = { ...enOld, path: '/ar/1.0' };
  const docIdsOf = new Map([
    ['2.0', docs(['index', 'wants', 'goals'])],
    ['1.0', docs(['index', 'wants', 'goals'])],
  ]);
  const arOf = (version: typeof arLatest, fallbacks: string[], latestFallbacks: string[]) => ({
    version,
    versions: [arLatest, arOld],
    docIdsOf,
    fallbacks: new Set(fallbacks),
    latestFallbacks: new Set(latestFallbacks),
    original: { version: version === arLatest ? enLatest : enOld, versions: [enLatest, enOld] },
  });

  it("names its original's canonical URL when untranslated, else the latest translation", () => {
    // Untranslated: the English page, or the latest English one for an older version.
    expect(canonicalRoute(arOf(arLatest, ['goals'], ['goals']), { docId: 'goals', route: '/ar/goals' })).toBe('/goals');
    expect(canonicalRoute(arOf(arOld, ['goals'], []), { docId: 'goals', route: '/ar/1.0/goals' })).toBe('/goals');
    // Translated: its own page at the latest, the latest Arabic page from 1.0 when that is translated.
    expect(canonicalRoute(arOf(arLatest, [], []), { docId: 'wants', route: '/ar/wants' })).toBe('/ar/wants');
    expect(canonicalRoute(arOf(arOld, [], []), { docId: 'wants', route: '/ar/1.0/wants' })).toBe('/ar/wants');
    expect(canonicalRoute(arOf(arOld, [], ['wants']), { docId: 'wants', route: '/ar/1.0/wants' })).toBe(
      '/ar/1.0/wants',
    );
  });

  it('lists the translations that exist and the default locale as x-default, never a fallback', () => {
    const alternates = [
      { locale: 'en', hrefLang: 'en', versionPath: '/1.0', fallbacks: new Set<string>(), tagPages: new Set<string>() },
      {
        locale: 'ar',
        hrefLang: 'ar',
        versionPath: '/ar/1.0',
        fallbacks: new Set(['goals']),
        tagPages: new Set(['/ar/1.0/tags', '/ar/1.0/tags/wants']),
      },
      {
        locale: 'en',
        hrefLang: 'x-default',
        versionPath: '/1.0',
        fallbacks: new Set<string>(),
        tagPages: new Set<string>(),
      },
    ];
    const site = { version: arOld, alternates };
    expect(alternateRoutes(site, '/ar/1.0/wants', { docId: 'wants' })).toEqual([
      { hrefLang: 'en', route: '/1.0/wants' },
      { hrefLang: 'ar', route: '/ar/1.0/wants' },
      { hrefLang: 'x-default', route: '/1.0/wants' },
    ]);
    expect(alternateRoutes(site, '/ar/1.0/goals', { docId: 'goals' }).map((link) => link.hrefLang)).toEqual([
      'en',
      'x-default',
    ]);
    expect(alternateRoutes({ version: arOld, alternates: [] }, '/ar/1.0/wants', { docId: 'wants' })).toEqual([]);
    // A tag's page has alternates only where the locale's docs name the tag too.
    expect(alternateRoutes(site, '/ar/1.0/tags/wants', { tagPage: true })).toEqual([
      { hrefLang: 'ar', route: '/ar/1.0/tags/wants' },
    ]);
    // Its locale dropdown leads a locale that lacks it to that locale's tags, or its main doc.
    expect(tagPageLocaleRoutes(site, '/ar/1.0/tags/wants')).toEqual({ en: '/1.0' });
    const withEnglishTags = alternates.map((alternate) =>
      alternate.locale === 'en' ? { ...alternate, tagPages: new Set(['/1.0/tags', '/1.0/tags/trade']) } : alternate,
    );
    expect(tagPageLocaleRoutes({ ...site, alternates: withEnglishTags }, '/ar/1.0/tags/wants')).toEqual({
      en: '/1.0/tags',
    });
  });

  it('marks an untranslated doc in the locale and heads it with its alternates', () => {
    const context = buildDocPageContext(record('wants', '/ar/wants'), {
      ...site,
      locale: 'en',
      fallbacks: new Set(['wants']),
      alternates: [
        { locale: 'en', hrefLang: 'en', versionPath: '/', fallbacks: new Set(), tagPages: new Set() },
        { locale: 'en', hrefLang: 'x-default', versionPath: '/', fallbacks: new Set(), tagPages: new Set() },
      ],
      version: { ...currentVersion, path: '/ar' },
      original: { version: currentVersion, versions: [currentVersion] },
    });
    expect(context.chrome.breadcrumbs).toContain('This page has not been translated yet.');
    expect(context.head.url).toBe('https://trove.example/docs/wants');
    expect(context.head.alternates).toEqual([
      { hrefLang: 'en', url: 'https://trove.example/docs/wants' },
      { hrefLang: 'x-default', url: 'https://trove.example/docs/wants' },
    ]);
    // Its body is the default locale's: marked so in the page of another language and direction.
    expect(context.bodyLanguage).toEqual({ htmlLang: 'en', direction: 'ltr' });
    expect(buildDocPageContext(record('wants', '/wants'), site)).not.toHaveProperty('bodyLanguage');
  });
});
