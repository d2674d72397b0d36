import path from 'node:path';
import { contentDataFiles, ignoringAllBut } from './contentDataSource';

describe('contentDataFiles', () => {
  it("lists the tags file, the glossary and each locale's strings, navigation labels, glossary and tags", () => {
    expect(contentDataFiles(['en', 'ar'])).toEqual([
      'tags.yml',
      'glossary.yml',
      'i18n/en/strings.json',
      'i18n/en/navigation.json',
      'i18n/en/glossary.yml',
      'i18n/en/tags.yml',
      'i18n/ar/strings.json',
      'i18n/ar/navigation.json',
      'i18n/ar/glossary.yml',
      'i18n/ar/tags.yml',
    ]);
  });
});

describe('ignoringAllBut', () => {
  const root = path.resolve('content');
  const ignored = ignoringAllBut(root, contentDataFiles(['en', 'ar']));
  const at = (relative: string) => path.join(root, relative);

  it('keeps the files and the folders that lead to them, so the watcher reaches them', () => {
    for (const kept of ['', 'tags.yml', 'i18n', 'i18n/ar', 'i18n/ar/strings.json', 'i18n/en/navigation.json']) {
      expect(ignored(at(kept))).toBe(false);
    }
  });

  it("ignores the docs' folders, other files and other locales' folders", () => {
    for (const other of [
      'docs',
      'docs/wants.mdx',
      'versioned_docs',
      'navigation',
      'media',
      'i18n/ar/docs',
      'i18n/ar/docs/wants.mdx',
      'i18n/fr',
      'i18n/fr/strings.json',
      'tags.yaml',
    ]) {
      expect(ignored(at(other))).toBe(true);
    }
  });
});
