/** @jest-environment node */
import type { Reporter } from 'gatsby';
import { ARABIC_LOCALE, fixtureNavigation } from '../../config/navigation.testHelper';
import { checkedNavigation, checkedSidebars } from '../chrome/checkedChromeInputs';
import { reportContentError, runsDevelop } from '../errors/contentErrors';
import siteConfig from '../../config/site.config';
import { keepAsLastValid, lastValidModel, modelDocOf, siteModel, type ModelDoc } from './siteModel';

jest.mock('../chrome/checkedChromeInputs', () => ({
  checkedNavigation: jest.fn(),
  checkedSidebars: jest.fn(jest.requireActual('../chrome/checkedChromeInputs').checkedSidebars),
}));
jest.mock('../errors/contentErrors', () => ({
  ...jest.requireActual('../errors/contentErrors'),
  reportContentError: jest.fn(),
  clearContentError: jest.fn(),
  runsDevelop: jest.fn(() => false),
}));

const reporter = { warn: jest.fn() } as unknown as Reporter;

const doc = (docId: string, digest = 'a', sourceFile = `content/docs/${docId}.mdx`): ModelDoc =>
  ({
    id: `node-${sourceFile}`,
    internal: { contentDigest: digest },
    docId,
    version: 'current',
    locale: 'en',
    route: docId === 'index' ? '/' : `/${docId}`,
    title: docId,
    sidebarLabel: null,
    sidebarPosition: null,
    docsPath: `${docId}.mdx`,
    sourceFile,
    draft: false,
    paginationPrev: null,
    paginationNext: null,
  }) as unknown as ModelDoc;

const input = (docs: ModelDoc[]) => ({ allDocs: docs, categories: [], includeDrafts: false });

beforeEach(() => {
  jest.mocked(checkedNavigation).mockResolvedValue(fixtureNavigation);
  jest.mocked(checkedSidebars).mockClear();
  jest.mocked(reportContentError).mockClear();
  jest.mocked(runsDevelop).mockReturnValue(false);
});

describe('siteModel', () => {
  it('builds the docs, navigation and sidebars once per input, for both lifecycles', async () => {
    const docs = [doc('resources'), doc('index')];
    const model = await siteModel(reporter, input(docs), { warn: true });
    expect(model?.current.docs.map((each) => each.docId)).toEqual(['index', 'resources']);
    expect(Object.keys(model?.current.sidebars ?? {})).toEqual(['tutorialSidebar']);
    // The chrome's query asks for the same input: the same model, not checked again.
    expect(await siteModel(reporter, input([...docs]), { warn: false })).toBe(model);
    expect(checkedSidebars).toHaveBeenCalledTimes(1);
    // An edited doc (a new digest) is a new input.
    const edited = await siteModel(reporter, input([doc('resources', 'b'), doc('index')]), { warn: false });
    expect(edited).not.toBe(model);
    expect(checkedSidebars).toHaveBeenCalledTimes(2);
  });

  it('reports two docs sharing an id, naming the files and the fix', async () => {
    const docs = [doc('index'), doc('resources'), doc('resources', 'a', 'content/docs/resources.md')];
    expect(await siteModel(reporter, input(docs), { warn: true })).toBeUndefined();
    expect(jest.mocked(reportContentError).mock.calls[0][3]).toMatchInlineSnapshot(`
      "Two docs have one id:
        - "resources": content/docs/resources.md, content/docs/resources.mdx
      A doc's id is its folder and file name, or its front matter "id" in place of the file name: rename a file or change an "id"."
    `);
  });

  it('reports a navbar item naming a sidebar that does not exist', async () => {
    jest.mocked(checkedNavigation).mockResolvedValue({
      ...fixtureNavigation,
      navbar: { ...fixtureNavigation.navbar, items: [{ type: 'docSidebar', sidebarId: 'guide', label: 'Guide' }] },
    });
    expect(await siteModel(reporter, input([doc('index'), doc('resources')]), { warn: true })).toBeUndefined();
    expect(jest.mocked(reportContentError).mock.calls[0][3]).toMatch(/^Invalid references:\n {2}- .*items\[0\]/);
  });

  it('reports a pagination_next naming no doc of the version, as a broken link, naming the file', async () => {
    // Another digest: the model of the same input is checked once.
    const wrong = { ...doc('index', 'pagination'), paginationNext: 'resource' } as ModelDoc;
    expect(await siteModel(reporter, input([wrong, doc('resources')]), { warn: true })).toBeUndefined();
    expect(jest.mocked(reportContentError).mock.calls.at(-1)![3]).toBe(
      'Previous and next links to no doc:\n  - content/docs/index.mdx: pagination_next: found "resource", which is no doc of its version (known ids: index, resources); fix the id, or write null to show no "Next" link',
    );
  });
});

describe('the develop fallback', () => {
  it('is the last model whose pages were all created, under gatsby develop only', async () => {
    const model = await siteModel(reporter, input([doc('index', 'c'), doc('resources')]), { warn: true });
    keepAsLastValid(model!);
    expect(lastValidModel()).toBeUndefined();
    jest.mocked(runsDevelop).mockReturnValue(true);
    keepAsLastValid(model!);
    expect(lastValidModel()).toBe(model);
    // An invalid site leaves the fallback as it was.
    jest.mocked(checkedNavigation).mockResolvedValue(undefined);
    expect(await siteModel(reporter, input([doc('index', 'd')]), { warn: true })).toBeUndefined();
    expect(lastValidModel()).toBe(model);
  });
});

describe('a second locale', () => {
  const configured = siteConfig.i18n;
  const arabic = ARABIC_LOCALE;
  beforeEach(() => {
    siteConfig.i18n = { ...configured, locales: [...configured.locales, arabic] };
  });
  afterEach(() => {
    siteConfig.i18n = configured;
  });
  const translation = (docId: string, digest = 't') =>
    ({
      ...doc(docId, digest, `content/i18n/ar/docs/${docId}.mdx`),
      locale: 'ar',
      route: `/ar/${docId}`,
      title: `ar:${docId}`,
    }) as ModelDoc;

  it("has a set per version of its translations and, where none is, the original at the locale's route", async () => {
    const model = await siteModel(reporter, input([doc('index', 'l'), doc('resources'), translation('resources')]), {
      warn: true,
    });
    const ar = model!.sets.find((set) => set.key.locale === 'ar')!;
    expect(model!.sets.map((set) => [set.key.locale, set.slug, set.version.path])).toEqual([
      ['en', '', '/'],
      ['ar', '@ar', '/ar'],
    ]);
    expect(ar.docs.map((each) => [each.docId, each.route, each.title])).toEqual([
      ['resources', '/ar/resources', 'ar:resources'],
      ['index', '/ar', 'index'],
    ]);
    expect([...ar.fallbacks]).toEqual(['index']);
    // The sidebars of the locale lead to its routes, with the translations' titles.
    expect(ar.sidebars.tutorialSidebar.map((entry) => [entry.label, entry.href])).toEqual([
      ['index', '/ar'],
      ['ar:resources', '/ar/resources'],
    ]);
    expect(model!.current.key.locale).toBe('en');
  });

  it('reports a translation of no doc, naming its file and the fix', async () => {
    expect(
      await siteModel(reporter, input([doc('index', 'o'), doc('resources'), translation('wnats')]), { warn: true }),
    ).toBeUndefined();
    expect(jest.mocked(reportContentError).mock.calls[0][3]).toMatch(
      /^Translations of no doc:\n {2}- content\/i18n\/ar\/docs\/wnats\.mdx: translates the doc "wnats", which content\/docs\/ does not have\./,
    );
  });
});

describe('modelDocOf', () => {
  it("takes a doc's metadata node under the id and digest of its Doc node, which the pages query", () => {
    const { id, internal, ...record } = doc('wants');
    const metaNode = {
      ...record,
      id: 'meta-node',
      internal: { contentDigest: 'meta-digest' },
      docNodeId: id,
      docDigest: internal!.contentDigest,
    };
    expect(modelDocOf(metaNode)).toEqual(doc('wants'));
  });
});
