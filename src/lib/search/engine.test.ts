import MiniSearch from 'minisearch';
import { loadingBeginnings, type BeginningTexts, type ShownTexts } from './beginnings';
import { openSearchEngine, type LoadFile } from './engine';
import { fileOf } from './manifest';
import { INDEX_OPTIONS, searchOptions } from './options';
import { buildQuery } from './query';
import { sectionRecords, type SearchPage } from './records';
import type { ResultGroup } from './results';
import { searchFilesOf } from './searchFiles.testHelper';
import { spyOnNextMatches } from './matchesSpy.testHelper';

jest.mock('./sectionScores', () => {
  const actual = jest.requireActual<typeof import('./sectionScores')>('./sectionScores');
  return { ...actual, scoreSections: jest.fn(actual.scoreSections) };
});

/** A deterministic corpus of made-up words (few syllables, so many share beginnings) and some real ones. */
function fixturePages(count: number): SearchPage[] {
  let seed = 7;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const syllables = ['ka', 'lo', 'mer', 'tin', 'sa', 'ro', 'ven', 'qui'];
  const real = ['ceiling', 'ceilings', 'catalogue', 'condition', 'café', 'Numismática', 'price', 'want', 'haves'];
  const word = () =>
    next() < 0.2
      ? real[Math.floor(next() * real.length)]
      : Array.from({ length: 1 + Math.floor(next() * 3) }, () => syllables[Math.floor(next() * syllables.length)]).join(
          '',
        );
  const words = (length: number) => Array.from({ length }, word).join(' ');
  return Array.from({ length: count }, (_, page) => ({
    title: words(2),
    route: `/page-${page}`,
    sections: [
      { text: words(30) },
      ...Array.from({ length: 1 + (page % 4) }, (_section, index) => ({
        heading: { depth: 2, value: words(3), id: `section-${index}` },
        text: words(10 + Math.floor(next() * 40)),
      })),
    ],
  }));
}

const pages = fixturePages(60);
const records = pages.flatMap((page, position) =>
  sectionRecords(
    page,
    position,
    pages.slice(0, position).reduce((sum, { sections }) => sum + sections.length, 0),
  ),
);
const single = new MiniSearch(INDEX_OPTIONS);
single.addAll(records);

/** Every keystroke of these, as a reader types them: prefixes, typos, swaps, accents, several words. */
const typed = [
  'ceiling',
  'celing',
  'cieling',
  'catalouge',
  'cafe',
  'numismatica',
  'merkalo',
  'kaloqui',
  'tinsa ro',
  'the price of haves',
  'xeiling',
  'ventin quika',
];
const inputs = typed.flatMap((text) => [...text].map((_, index) => text.slice(0, index + 1)));

/**
 * Results as comparable rows: id, score and matched terms. Scores are sums whose order follows the
 * order terms were loaded in, so they agree to about 15 digits; rows are compared to 12, in score
 * order and then by id, so two sections that tie do not depend on that order.
 */
const rows = (results: ReadonlyArray<{ id: number; score: number; terms: string[] }>) =>
  results
    .map(({ id, score, terms }) => ({ id, score: Number(score.toPrecision(12)), terms: [...terms].sort() }))
    .sort((a, b) => b.score - a.score || a.id - b.id);

describe('search over the split index', () => {
  it.each([
    ['as typed, completing every word', Infinity],
    ['with common beginnings left uncompleted', 200],
  ])('ranks exactly as the single index: same sections, same scores (%s)', async (_name, maxCompletionPostings) => {
    const { manifest, open } = searchFilesOf(pages, { partSize: 600, maxCompletionPostings });
    expect(manifest.postings.length).toBeGreaterThan(20);
    expect(manifest.terms.length).toBeGreaterThan(3);
    if (maxCompletionPostings !== Infinity) expect(manifest.commonPrefixes).not.toEqual([]);
    const options = searchOptions(new Set(manifest.commonPrefixes));
    for (const input of inputs) {
      const query = buildQuery(input);
      const expected = query ? single.search(query, options) : [];
      // A fresh engine for each input, so nothing loaded for an earlier one hides a file this one missed.
      const { engine } = await open();
      expect([input, rows([...(await engine.rank(input))!])]).toEqual([input, rows(expected)]);
    }
  });

  it('ranks the same whatever was searched before', async () => {
    const { open } = searchFilesOf(pages, { partSize: 600 });
    const forward = (await open()).engine;
    const backward = (await open()).engine;
    for (const input of [...inputs].reverse()) await backward.rank(input);
    for (const input of inputs) {
      expect(rows([...(await forward.rank(input))!])).toEqual(rows([...(await backward.rank(input))!]));
    }
  });

  it('loads the statistics on opening, then only the files a query needs', async () => {
    const { files, open } = searchFilesOf(pages, { partSize: 600 });
    const { engine, loaded } = await open();
    expect(loaded).toEqual([expect.stringMatching(/^stats\.[0-9a-f]{12}\.json$/)]);
    const groups = await engine.search('ceiling');
    const postings = loaded.filter((path) => path.startsWith('postings.'));
    expect(postings.length).toBeGreaterThan(0);
    expect(postings.length).toBeLessThan([...files.keys()].filter((path) => path.startsWith('postings.')).length / 4);
    const texts = loaded.filter((path) => path.startsWith('pages.'));
    expect(texts).toHaveLength(groups!.length);
  });

  it("asks for the slice of a word's second letter at once, and waits for it only when typos are searched", async () => {
    const { files, manifest } = searchFilesOf(pages, { partSize: 600 });
    const secondLetterSlice = fileOf(manifest.terms, 'a');
    expect(secondLetterSlice).not.toBe(fileOf(manifest.terms, 'k'));
    const requested: string[] = [];
    const engine = await openSearchEngine(manifest, (path) => {
      requested.push(path);
      // The slice never arrives: a search that waits for it never ends.
      return path === secondLetterSlice ? new Promise(() => undefined) : Promise.resolve(JSON.parse(files.get(path)!));
    });
    expect([...(await engine.rank('kal'))!].length).toBeGreaterThan(0);
    expect(requested).toContain(secondLetterSlice);
    const fourLetters = engine.rank('kalo').then(() => 'answered');
    expect(await Promise.race([fourLetters, new Promise((resolve) => setTimeout(resolve, 50, 'waiting'))])).toBe(
      'waiting',
    );
  });

  it('shows results grouped by page, each hit with the heading, anchor and text of its own section', async () => {
    const { engine } = await searchFilesOf(pages, { partSize: 600 }).open();
    for (const input of ['ceiling', 'merkalo', 'tinsa ro']) {
      const groups = (await engine.search(input))!;
      expect(groups.flatMap((group) => group.hits).length).toBeGreaterThan(3);
      for (const group of groups) {
        for (const { id, page, heading, anchor, text } of group.hits) {
          const record = records[id];
          expect(page).toEqual({ title: record.title, route: pages[record.page].route });
          expect({ heading, anchor, text }).toEqual({
            heading: record.heading,
            anchor: record.anchor,
            text: record.text,
          });
        }
      }
    }
    const [{ hits }] = (await engine.search('ceiling'))!;
    expect(hits[0].terms).toContain('ceiling');
  });

  it('works out the matches of the hits it shows alone, not of every result grouping reads', async () => {
    const { engine } = await searchFilesOf(pages, { partSize: 600 }).open();
    const matchesOf = spyOnNextMatches();
    const groups = (await engine.search('ka'))!;
    const shown = groups.flatMap((group) => group.hits).length;
    expect([...(await engine.rank('ka'))!].length).toBeGreaterThan(shown);
    expect(matchesOf).toHaveBeenCalledTimes(shown);
  });

  it('fails a search whose file did not load, and loads that file again on the next search', async () => {
    const { files, manifest } = searchFilesOf(pages);
    let failures = 1;
    const engine = await openSearchEngine(manifest, async (path) => {
      if (path.startsWith('postings.') && failures-- > 0) throw new Error('Failed to fetch');
      return JSON.parse(files.get(path)!);
    });
    await expect(engine.search('ceiling')).rejects.toThrow('Failed to fetch');
    expect((await engine.search('ceiling'))!.length).toBeGreaterThan(0);
  });

  it('gives up a search whose signal was aborted', async () => {
    const { engine } = await searchFilesOf(pages).open();
    const controller = new AbortController();
    controller.abort();
    expect(await engine.search('ceiling', controller.signal)).toBeUndefined();
  });
});

describe('the keystrokes that load posting files', () => {
  const { files, manifest } = searchFilesOf(pages, { partSize: 600, maxCompletionPostings: 200 });
  const bundleOf: BeginningTexts = Object.assign(
    {},
    ...manifest.beginnings.map(([, file]) => JSON.parse(files.get(file)!) as BeginningTexts),
  );
  const bundlePath = (beginning: string) => `${manifest.shown}/${bundleOf[beginning]}.json`;
  /** The pages the build lists for a beginning: those of its file of texts. */
  const listed = (beginning: string) =>
    Object.hasOwn(bundleOf, beginning)
      ? (JSON.parse(files.get(bundlePath(beginning))!) as ShownTexts).map(([page]) => page)
      : [];
  /** Opens an engine over the files whose `load` records each path asked for in `requested`. */
  const openRecorded = async (load: LoadFile = async (path) => JSON.parse(files.get(path)!)) => {
    const requested: string[] = [];
    const engine = await openSearchEngine(manifest, (path) => {
      requested.push(path);
      return load(path);
    });
    return { engine, requested };
  };
  /** `openRecorded`, the files whose path starts with `held` answered only once `release` is called. */
  const openHolding = async (held: string) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const opened = await openRecorded(async (path) => {
      if (path.startsWith(held)) await released;
      return JSON.parse(files.get(path)!);
    });
    return { ...opened, release };
  };
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  const positionOf = new Map(pages.map((page, position) => [page.route, position]));
  const pagesOf = (groups: ResultGroup[] | undefined) => groups!.map((group) => positionOf.get(group.page.route));

  it('are listed by the build with the texts of the pages a search for them shows', async () => {
    expect(manifest.commonPrefixes).not.toEqual([]);
    const vocabulary = single
      .toJSON()
      .index.map(([term]) => term)
      .sort();
    const beginnings = loadingBeginnings(vocabulary, new Set(manifest.commonPrefixes));
    expect(beginnings.some((beginning) => manifest.commonPrefixes.includes(beginning.slice(0, -1)))).toBe(true);
    const { engine } = await openRecorded();
    for (const beginning of beginnings) {
      expect([beginning, listed(beginning)]).toEqual([beginning, pagesOf(await engine.search(beginning))]);
    }
    for (const bundle of Object.values(bundleOf)) {
      const texts = JSON.parse(files.get(`${manifest.shown}/${bundle}.json`)!) as ShownTexts;
      for (const [page, pageTexts] of texts) {
        expect(pageTexts).toEqual(JSON.parse(files.get(`${manifest.pages}/${page}.json`)!));
      }
    }
  });

  it('load the texts of the pages they show in one file, asked for with the posting files', async () => {
    const { engine, requested, release: releasePostings } = await openHolding('postings.');
    // The first letter asks for the list of its beginnings.
    await engine.search('k');
    await nextTask();
    expect(requested).toContain(fileOf(manifest.beginnings, 'k'));
    const typed = requested.length;
    const answer = engine.search('ka');
    await nextTask();
    const asked = requested.slice(typed);
    expect(asked.filter((path) => path.startsWith('postings.')).length).toBeGreaterThan(0);
    expect(asked.at(-1)).toBe(bundlePath('ka'));
    releasePostings();
    const groups = await answer;
    expect(pagesOf(groups)).toEqual(listed('ka'));
    expect(requested.slice(typed).filter((path) => path.startsWith('pages.'))).toEqual([]);
    for (const { id, heading, text } of groups!.flatMap((group) => group.hits)) {
      expect({ heading, text }).toEqual({ heading: records[id].heading, text: records[id].text });
    }
  });

  it('wait for the file of texts rather than ask for the pages one by one', async () => {
    const { engine, requested, release: releaseTexts } = await openHolding('shown.');
    await engine.search('k');
    await nextTask();
    let answered = false;
    const answer = engine.search('ka').then((groups) => ((answered = true), groups));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    releaseTexts();
    expect(pagesOf(await answer)).toEqual(listed('ka'));
    expect(requested.filter((path) => path.startsWith('pages.'))).toEqual([]);
  });

  it('wait for the list of beginnings when it is still loading, rather than ask for the pages one by one', async () => {
    const { engine, requested, release: releaseList } = await openHolding('beginnings.');
    // The list asked for at the first letter has not arrived when the second is typed.
    await engine.search('k');
    const answer = engine.search('ka');
    await new Promise((resolve) => setTimeout(resolve, 20));
    releaseList();
    expect(pagesOf(await answer)).toEqual(listed('ka'));
    expect(requested).toContain(bundlePath('ka'));
    expect(requested.filter((path) => path.startsWith('pages.'))).toEqual([]);
  });

  it('ask for nothing ahead for several words, or for a search overtaken', async () => {
    const { engine, requested } = await openRecorded();
    await engine.search('k');
    await engine.search('ka lo');
    const controller = new AbortController();
    const overtaken = engine.search('ka', controller.signal);
    controller.abort();
    await overtaken;
    await nextTask();
    expect(requested.filter((path) => path.startsWith('shown.'))).toEqual([]);
    // Only the texts 'ka lo' shows, page by page, after ranking.
    const shown = pagesOf(await engine.search('ka lo'));
    expect(shown.length).toBeGreaterThan(0);
    expect(requested.filter((path) => path.startsWith('pages.'))).toEqual(
      shown.map((page) => `${manifest.pages}/${page}.json`),
    );
  });

  it.each([['beginnings.'], ['shown.']])(
    'load the texts page by page when a %s file does not load',
    async (failing) => {
      const { engine, requested } = await openRecorded(async (path) => {
        if (path.startsWith(failing)) throw new Error('Failed to fetch');
        return JSON.parse(files.get(path)!);
      });
      await engine.search('k');
      await nextTask();
      const groups = await engine.search('ka');
      expect(requested.some((path) => path.startsWith(failing))).toBe(true);
      expect(pagesOf(groups)).toEqual(listed('ka'));
      expect(requested.filter((path) => path.startsWith('pages.'))).toEqual(
        listed('ka').map((page) => `${manifest.pages}/${page}.json`),
      );
    },
  );
});
