import { decodeReadPages, encodeReadPages, type ReadPage } from './builtPageCache';
import { linkRunCutter } from './linkRuns';

const runs = linkRunCutter();
const page = (hrefs: string[], ids: string[] = []): ReadPage => ({
  digest: `digest of ${hrefs.join()}`,
  compilationHash: '1a2b',
  stamp: `stamp of ${hrefs.join()}`,
  ids: new Set(ids),
  links: runs.cut(hrefs),
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

  test('store each run of links once, and give it back as one run shared by the pages holding it', () => {
    const sidebar = Array.from({ length: 2000 }, (_, index) => `/part-${Math.floor(index / 10)}/wants-${index}`);
    const pages = new Map(
      Array.from({ length: 300 }, (_, index) => [
        `page-${index}.html`,
        { ...page([`/own-${index}`, ...sidebar]), digest: `digest ${index}`, stamp: `stamp ${index}` },
      ]),
    );
    const text = encodeReadPages('reader 1', pages);
    // The sidebar's strings, and its indexes once: not 300 pages times 2,000 indexes (about 3 MB).
    expect(text.length).toBeLessThan(200_000);
    const decoded = decodeReadPages('reader 1', text, runs.hold);
    expect([...decoded.values()].map(({ links }) => links.flat())).toEqual(
      [...pages.values()].map(({ links }) => links.flat()),
    );
    const last = (file: string) => decoded.get(file)!.links.at(-1);
    expect(last('page-1.html')).toBe(last('page-299.html'));
    expect(last('page-1.html')).toBe(pages.get('page-1.html')!.links.at(-1));
  });

  test('are not reused when other code read them, or when the stored text is damaged', () => {
    const text = encodeReadPages('reader 1', new Map([['index.html', page(['/wants'])]]));
    expect(decodeReadPages('reader 2', text).size).toBe(0);
    expect(decodeReadPages('reader 1', text.slice(0, -10)).size).toBe(0);
    expect(decodeReadPages('reader 1', 'null').size).toBe(0);
  });
});
