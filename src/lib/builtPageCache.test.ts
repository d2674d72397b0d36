import { decodeReadPages, encodeReadPages, type ReadPage } from './builtPageCache';

const page = (hrefs: string[], ids: string[] = []): ReadPage => ({
  digest: `digest of ${hrefs.join()}`,
  compilationHash: '1a2b',
  stamp: `stamp of ${hrefs.join()}`,
  ids: new Set(ids),
  hrefs,
  inline: { scripts: ['init()'], styles: [':root{}'], styleAttributes: [] },
});

describe('the pages a build read, kept for the next', () => {
  test('come back as they were stored', () => {
    const pages = new Map([
      ['index.html', page(['/wants', '/resources', '#top'], ['top'])],
      ['wants/index.html', page(['/', '/resources'], ['ceilings'])],
    ]);
    expect(decodeReadPages('reader 1', encodeReadPages('reader 1', pages))).toEqual(pages);
  });

  test('store each string once, however many pages hold it', () => {
    const sidebar = Array.from({ length: 100 }, (_, index) => `/part-01/wants-${index}`);
    const pages = new Map(Array.from({ length: 50 }, (_, index) => [`page-${index}.html`, page(sidebar)]));
    const text = encodeReadPages('reader 1', pages);
    expect(text.split('/part-01/wants-7"')).toHaveLength(2);
  });

  test('are not reused when other code read them, or when the stored text is damaged', () => {
    const text = encodeReadPages('reader 1', new Map([['index.html', page(['/wants'])]]));
    expect(decodeReadPages('reader 2', text).size).toBe(0);
    expect(decodeReadPages('reader 1', text.slice(0, -10)).size).toBe(0);
    expect(decodeReadPages('reader 1', 'null').size).toBe(0);
  });
});
