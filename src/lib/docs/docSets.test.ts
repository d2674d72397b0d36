import { ARABIC_LOCALE } from '../../config/navigation.testHelper';
import {
  docSetSlug,
  docsOfLocaleSet,
  orphanTranslations,
  sidebarKey,
  siteDocSets,
  translatedDocsFolder,
  versionDocsFolder,
  versionNameProblem,
  versionSidebarsFile,
} from './docSets';

describe('the versions layout', () => {
  it('puts a release in its own folder and sidebars file, as Docusaurus does', () => {
    expect(versionDocsFolder('1.0')).toBe('versioned_docs/version-1.0');
    expect(versionSidebarsFile('1.0')).toBe('versioned_sidebars/version-1.0-sidebars.yml');
  });

  it('takes names that make folders and URL segments', () => {
    expect(versionNameProblem('1.0')).toBeUndefined();
    expect(versionNameProblem('2.1.0-beta_2')).toBeUndefined();
    expect(versionNameProblem('current')).toBe('"current" names the docs being edited, not a release');
    for (const name of ['', '../x', '1.0/x', '.hidden', 'a b'])
      expect(versionNameProblem(name)).toMatch(/^a version name is letters, digits/);
  });
});

describe('doc set names', () => {
  it('leaves the set at the root unnamed, so a one-version site keeps its keys', () => {
    expect(docSetSlug({ name: 'current', path: '/' })).toBe('');
    expect(docSetSlug({ name: 'current', path: '/next' })).toBe('current');
    expect(sidebarKey('', 'docs')).toBe('docs');
    expect(sidebarKey('1.0', 'docs')).toBe('1.0:docs');
  });
});

describe('the locales layout', () => {
  const en = {
    code: 'en',
    label: 'English',
    direction: 'ltr' as const,
    htmlLang: 'en',
    calendar: 'gregory',
    path: 'en',
  };
  const ar = ARABIC_LOCALE;
  const current = {
    name: 'current',
    label: 'Next',
    path: '/next',
    isLast: false,
    mainDocId: 'index',
    breadcrumbs: true,
  };
  const release = { ...current, name: '1.0', label: '1.0', path: '/', isLast: true };

  it("keeps a translation at its original's relative path, in a folder per locale and version", () => {
    expect(translatedDocsFolder('ar', { name: 'current', current: true })).toBe('i18n/ar/docs');
    expect(translatedDocsFolder('ar', { name: '1.0', current: false })).toBe('i18n/ar/versioned_docs/version-1.0');
  });

  it('has a set per version and locale, the default locale first, each other under its path', () => {
    const sets = siteDocSets([current, release], { defaultLocale: 'en', locales: [ar, en] });
    expect(sets.map((set) => [set.key.locale, set.key.version, set.served.path, set.slug])).toEqual([
      ['en', 'current', '/next', 'current'],
      ['en', '1.0', '/', ''],
      ['ar', 'current', '/ar/next', 'current@ar'],
      ['ar', '1.0', '/ar', '@ar'],
    ]);
    expect(sets[3].servedVersions.map((version) => version.path)).toEqual(['/ar/next', '/ar']);
  });

  const doc = (docId: string, file = `content/docs/${docId}.mdx`) => ({ docId, sourceFile: file, route: `/${docId}` });

  it("fills a locale's set with the originals it has not translated, at the locale's routes", () => {
    const { docs, fallbacks } = docsOfLocaleSet(
      [doc('index'), doc('wants'), doc('goals')],
      [{ ...doc('wants', 'content/i18n/ar/docs/wants.mdx'), route: '/ar/wants' }],
      ({ docId }) => `/ar/${docId}`,
    );
    expect(docs.map((entry) => [entry.sourceFile, entry.route])).toEqual([
      ['content/i18n/ar/docs/wants.mdx', '/ar/wants'],
      ['content/docs/index.mdx', '/ar/index'],
      ['content/docs/goals.mdx', '/ar/goals'],
    ]);
    expect([...fallbacks]).toEqual(['index', 'goals']);
  });

  it('names a translation of no doc, with the fix', () => {
    expect(
      orphanTranslations([doc('wants')], [doc('wnats', 'content/i18n/ar/docs/wnats.mdx')], 'content/docs/'),
    ).toEqual([
      'content/i18n/ar/docs/wnats.mdx: translates the doc "wnats", which content/docs/ does not have. ' +
        'A translation takes its original\'s path (or front matter "id"): rename it after a doc of content/docs/, or delete it.',
    ]);
    expect(
      orphanTranslations([doc('wants')], [doc('wants', 'content/i18n/ar/docs/wants.mdx')], 'content/docs/'),
    ).toEqual([]);
  });
});
