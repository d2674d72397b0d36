import { docSetSlug } from '../docs/docSets';
import { fileOf, isManifestFile, MANIFEST_FILE, manifestFileOf, type FileRanges } from './manifest';

describe('fileOf', () => {
  const ranges: FileRanges = [
    ['', 'a.json'],
    ['cei', 'b.json'],
    ['price', 'c.json'],
  ];

  it.each([
    ['ceiling', 'b.json'],
    ['cei', 'b.json'],
    ['catalogue', 'a.json'],
    ['pr', 'b.json'],
    ['zone', 'c.json'],
    ['', 'a.json'],
  ])('finds %s in %s', (key, file) => {
    expect(fileOf(ranges, key)).toBe(file);
  });
});

describe('manifestFileOf', () => {
  it('names each doc set by version and locale, the default locale and the version at the root as they always were', () => {
    expect(manifestFileOf('')).toBe(MANIFEST_FILE);
    expect(manifestFileOf('1.0')).toBe('index-1.0.json');
    expect(manifestFileOf('@ar')).toBe('index-@ar.json');
    expect(manifestFileOf('1.0@ar')).toBe('index-1.0@ar.json');
  });

  it('gives no two sets one name, a version named like a locale or a locale path with a dash included', () => {
    const root = { name: '2.0', path: '/' };
    const names = [
      docSetSlug({ name: 'ar', path: '/ar' }),
      docSetSlug(root, 'ar'),
      docSetSlug({ name: 'BR-1.0', path: '/BR-1.0' }, 'pt'),
      docSetSlug({ name: '1.0', path: '/1.0' }, 'pt-BR'),
      docSetSlug({ name: '1.0', path: '/1.0' }),
      docSetSlug(root),
    ].map(manifestFileOf);
    expect(new Set(names).size).toBe(names.length);
    expect(names.every(isManifestFile)).toBe(true);
    expect(isManifestFile('stats.0123456789ab.json')).toBe(false);
  });
});
