import { docSetSlug, sidebarKey, versionDocsFolder, versionNameProblem, versionSidebarsFile } from './docSets';

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
