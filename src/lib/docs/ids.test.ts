import { docIdOf, fileNameOf, folderOf, toDocsPath } from './ids';

describe('doc ids', () => {
  it('take the folder, then the front matter id or the file name', () => {
    expect(docIdOf('wants.mdx', undefined)).toBe('wants');
    expect(docIdOf('wants.mdx', 'want-lists')).toBe('want-lists');
    expect(docIdOf('guides/alerts.mdx', undefined)).toBe('guides/alerts');
    expect(docIdOf('guides/alerts.md', 'price-alerts')).toBe('guides/price-alerts');
    expect(docIdOf('guides/deep/index.mdx', undefined)).toBe('guides/deep/index');
  });

  it('split a docs path into folder and file name', () => {
    expect(folderOf('guides/deep/alerts.mdx')).toBe('guides/deep');
    expect(folderOf('alerts.mdx')).toBe('');
    expect(fileNameOf('guides/deep/alerts.mdx')).toBe('alerts');
    expect(fileNameOf('index.md')).toBe('index');
  });

  it('normalise separators and leading dots of a relative path', () => {
    expect(toDocsPath('guides\\alerts.mdx')).toBe('guides/alerts.mdx');
    expect(toDocsPath('./guides/alerts.mdx')).toBe('guides/alerts.mdx');
  });
});
