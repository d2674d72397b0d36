import type { BeginningTexts, ShownTexts } from './beginnings';
import { termFields, type EncodedTerm } from './postings';
import { fileOf, MANIFEST_FILE, type SearchManifest } from './manifest';
import type { SearchPage } from './records';
import { buildSearchFiles } from './searchFiles';
import { searchFilesOf, testHash } from './searchFiles.testHelper';
import type { SearchStats } from './stats';

const pages: SearchPage[] = [
  {
    title: 'Want lists',
    route: '/wants',
    sections: [
      { text: 'Keep track of wants.' },
      { heading: { depth: 2, value: 'Price ceilings', id: 'price-ceilings' }, text: 'A ceiling is the most you pay.' },
    ],
  },
  {
    title: 'Resources',
    route: '/resources',
    sections: [
      { heading: { depth: 2, value: 'Price guides', id: 'price-guides' }, text: 'Guides help set a ceiling.' },
    ],
  },
];
const browse = [{ label: 'Want lists', href: '/wants' }];

function built(partSize?: number) {
  const files = buildSearchFiles(pages, browse, { hash: testHash, partSize });
  const read = <T>(path: string) => JSON.parse(files.get(path)!) as T;
  return { files, read, manifest: read<SearchManifest>(MANIFEST_FILE) };
}

describe('buildSearchFiles', () => {
  it('names every file but the manifest by its content, so hosts can cache it for a year', () => {
    const { files, manifest } = built();
    const named = [
      manifest.stats,
      ...[manifest.terms, manifest.postings, manifest.beginnings].flat().map(([, f]) => f),
    ];
    for (const name of named) expect(name).toMatch(new RegExp(`^\\w+\\.${testHash(files.get(name)!)}\\.json$`));
    expect(manifest.pages).toMatch(/^pages\.[0-9a-f]{12}$/);
    expect(manifest.browse).toEqual(browse);
  });

  it('keeps a small site in one vocabulary file, one posting file and one list of beginnings', () => {
    const { manifest } = built();
    expect(manifest.terms).toHaveLength(1);
    expect(manifest.postings).toHaveLength(1);
    expect(manifest.beginnings).toHaveLength(1);
    expect(manifest.commonPrefixes).toEqual([]);
  });

  it('splits the postings into files by term range, each term in the file its range names', () => {
    const { manifest, read } = built(60);
    expect(manifest.postings.length).toBeGreaterThan(3);
    const terms = manifest.postings.flatMap(([, file]) => read<EncodedTerm[]>(file).map(([term]) => term));
    expect(terms).toEqual([...terms].sort());
    expect(new Set(terms).size).toBe(terms.length);
    for (const term of terms) {
      expect(read<EncodedTerm[]>(fileOf(manifest.postings, term)).map(([t]) => t)).toContain(term);
    }
    const ceiling = read<EncodedTerm[]>(fileOf(manifest.postings, 'ceiling')).find(([term]) => term === 'ceiling')!;
    expect(termFields(ceiling)).toEqual(
      new Map([
        [1, new Map([[1, 1]])],
        [
          2,
          new Map([
            [1, 1],
            [2, 1],
          ]),
        ],
      ]),
    );
  });

  it('puts each term in the vocabulary files of its first two characters', () => {
    const { manifest, read } = built(20);
    expect(manifest.terms.length).toBeGreaterThan(3);
    for (const character of ['c', 'e']) expect(read<string[]>(fileOf(manifest.terms, character))).toContain('ceiling');
    expect(read<string[]>(fileOf(manifest.terms, 'p'))).toEqual(expect.arrayContaining(['pay', 'price']));
  });

  it("writes the texts of the pages shown for each word's first two letters in one file, listed by first character", () => {
    const { manifest, read } = built(40);
    expect(manifest.beginnings.length).toBeGreaterThan(1);
    const shown = (beginning: string) => {
      const number = read<BeginningTexts>(fileOf(manifest.beginnings, beginning[0]))[beginning];
      return read<ShownTexts>(`${manifest.shown}/${number}.json`);
    };
    // `ce` finds "ceiling" in the want lists' heading (weighed 2) and in the resources' text.
    expect(shown('ce')).toEqual([
      [0, read(`${manifest.pages}/0.json`)],
      [1, read(`${manifest.pages}/1.json`)],
    ]);
    expect(shown('gu').map(([page]) => page)).toEqual([1]);
    expect(shown('wa').map(([page]) => page)).toEqual([0]);
    // No beginning is too common to complete here: each word's first two letters, and no more.
    const listed = manifest.beginnings.flatMap(([, file]) => Object.keys(read<BeginningTexts>(file)));
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.every((beginning) => beginning.length === 2)).toBe(true);
  });

  it('keeps the statistics of the whole index (field lengths count distinct words) and the sections of each page', () => {
    const { manifest, read } = built();
    expect(read<SearchStats>(manifest.stats)).toMatchObject({
      documentCount: 3,
      fieldIds: { title: 0, heading: 1, text: 2 },
      sectionCounts: [2, 1],
      fieldLengths: [
        [2, 2, 1],
        [0, 2, 2],
        [4, 7, 5],
      ],
    });
  });

  it('writes what results show of each page, its sections in order, in a file of its own', () => {
    const { files, manifest, read } = built();
    expect(read(`${manifest.pages}/0.json`)).toEqual({
      title: 'Want lists',
      route: '/wants',
      sections: [
        { heading: '', anchor: '', text: 'Keep track of wants.' },
        { heading: 'Price ceilings', anchor: 'price-ceilings', text: 'A ceiling is the most you pay.' },
      ],
    });
    expect(read(`${manifest.pages}/1.json`)).toMatchObject({
      title: 'Resources',
      sections: [{ anchor: 'price-guides' }],
    });
    expect([...files.keys()].filter((path) => path.startsWith(`${manifest.pages}/`))).toHaveLength(pages.length);
  });

  it('names a generated index page as a category in what results show, and finds it by its title and description', async () => {
    const category: SearchPage = {
      title: 'Baking',
      route: '/category/baking',
      kind: 'category',
      sections: [{ text: 'Routines that pay off over months.' }],
    };
    const { files, manifest, open } = searchFilesOf([...pages, category]);
    expect(JSON.parse(files.get(`${manifest.pages}/2.json`)!)).toMatchObject({ title: 'Baking', kind: 'category' });
    expect(JSON.parse(files.get(`${manifest.pages}/0.json`)!)).not.toHaveProperty('kind');
    const { engine } = await open();
    for (const query of ['baking', 'routines months']) {
      const groups = await engine.search(query);
      expect(groups?.[0].page).toEqual({ title: 'Baking', route: '/category/baking', kind: 'category' });
    }
    expect((await engine.search('ceiling'))?.[0].page).toEqual({ title: 'Want lists', route: '/wants' });
  });
});
