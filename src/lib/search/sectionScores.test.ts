import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import { INDEX_OPTIONS, searchOptions } from './options';
import { buildQuery } from './query';
import type { SearchRecord } from './records';
import { giveFieldLengths, scoreSections } from './sectionScores';
import { indexSections } from './sectionIndex';
import { ENGLISH } from './text';

/** Words sharing beginnings and one letter apart, so prefixes, typos and swaps all match several. */
const VOCABULARY = [
  'ceiling',
  'ceilings',
  'celing',
  'ceil',
  'catalogue',
  'catalogues',
  'catalog',
  'catalouge',
  'condition',
  'conditions',
  'condom',
  'coin',
  'coins',
  'price',
  'prices',
  'pride',
  'want',
  'wants',
  'wand',
  'trade',
  'trades',
  'tirade',
];

/** `count` words of the vocabulary, picked by a fixed arithmetic walk from `seed`: varied, the same on every run. */
const words = (count: number, seed: number) =>
  Array.from(
    { length: count },
    (_, index) => VOCABULARY[(seed * 31 + index * 17 + ((seed * index) % 7)) % VOCABULARY.length],
  ).join(' ');
/** 600 sections of varied lengths, some with an empty heading, many with repeated words, so scores differ and tie. */
const records: SearchRecord[] = Array.from({ length: 600 }, (_, id) => ({
  id,
  page: Math.floor(id / 5),
  title: words(1 + (id % 3), id),
  heading: id % 4 === 0 ? '' : words(2, id + 1),
  anchor: '',
  text: words(3 + ((id * 37) % 30), id + 2),
}));

function indexOf(sections: SearchRecord[]): MiniSearch {
  const miniSearch = new MiniSearch(INDEX_OPTIONS);
  miniSearch.addAll(sections);
  return miniSearch;
}

type Raw = Map<number, { score: number; terms: string[]; match: Record<string, string[]> }>;
const executeQuery = (miniSearch: MiniSearch, query: Query, options: SearchOptions) =>
  (miniSearch as unknown as { executeQuery(query: Query, options: SearchOptions): Raw }).executeQuery(query, options);

/** What scoreSections finds, section by section. */
function scored(miniSearch: MiniSearch, query: Query, options: SearchOptions) {
  const { ids, scores, matchesOf } = scoreSections(miniSearch, query, options);
  return ids.map((id, position) => ({ id, score: scores[position], ...matchesOf(id) }));
}

/** What MiniSearch's own query code finds, in the same shape (scores as `search` gives them). */
const foundByMiniSearch = (miniSearch: MiniSearch, query: Query, options: SearchOptions) =>
  [...executeQuery(miniSearch, query, options)].map(([id, { score, terms, match }]) => ({
    id,
    score: score * (terms.length || 1),
    terms,
    match,
  }));

const bothWays = (miniSearch: MiniSearch, query: Query, options: SearchOptions) => ({
  actual: scored(miniSearch, query, options),
  expected: foundByMiniSearch(miniSearch, query, options),
});

const TYPED = ['ceiling', 'catalouge', 'condition scale', 'prices for trade', 'wants coins', 'tirade ceil cat'];
const INPUTS = TYPED.flatMap((text) => [...text].map((_, index) => text.slice(0, index + 1)));

describe('scoreSections', () => {
  const miniSearch = indexOf(records);

  it.each([
    ['every word completed', new Set<string>()],
    ['common beginnings left uncompleted', new Set(['ca', 'ce', 'co', 'con', 'pr'])],
  ])(
    'finds what MiniSearch finds, in its order, with bit-identical scores, terms and matches (%s)',
    (_name, commonPrefixes) => {
      const options = searchOptions(commonPrefixes);
      let compared = 0;
      for (const input of INPUTS) {
        const query = buildQuery(input);
        if (!query) continue;
        const { actual, expected } = bothWays(miniSearch, query, options);
        expect([input, actual]).toEqual([input, expected]);
        compared += expected.length;
      }
      expect(compared).toBeGreaterThan(20_000);
    },
  );

  it('keeps ties in the order MiniSearch found them', () => {
    const { actual, expected } = bothWays(miniSearch, buildQuery('wand')!, searchOptions(new Set()));
    const scores = actual.map((result) => result.score);
    expect(new Set(scores).size).toBeLessThan(scores.length);
    expect(actual.map((result) => result.id)).toEqual(expected.map((result) => result.id));
  });

  it('scores with the field lengths it is given, as the search statistics hold them', () => {
    const index = indexOf(records);
    const { fieldLengths } = indexSections(records, [records.length], ENGLISH).stats;
    const query = buildQuery('ceiling')!;
    const options = searchOptions(new Set());
    giveFieldLengths(index, fieldLengths);
    const { actual, expected } = bothWays(index, query, options);
    expect(actual).toEqual(expected);
    giveFieldLengths(
      index,
      fieldLengths.map((lengths) => lengths.map((length) => length * 2)),
    );
    expect(scored(index, query, options)).not.toEqual(expected);
  });

  it('finds nothing where nothing matches', () => {
    const sections = scoreSections(miniSearch, buildQuery('xylophone')!, searchOptions(new Set()));
    expect(sections.ids).toEqual([]);
  });

  it.each<[string, Query, SearchOptions]>([
    ['a document boost', 'ceiling', { boostDocument: (id) => (id % 2 ? 2 : 1) }],
    ['AND_NOT', { combineWith: 'AND_NOT', queries: ['ceiling', 'price'] }, {}],
    ['a weight of its own', 'ceil', { prefix: true, weights: { fuzzy: 0.2 } as SearchOptions['weights'] }],
    ['more than 32 words', [...VOCABULARY, ...VOCABULARY.map((word) => `${word}x`)].join(' '), {}],
  ])('leaves to MiniSearch what it does not add up itself, with the same results (%s)', (_name, query, options) => {
    const { actual, expected } = bothWays(miniSearch, query, options);
    expect(expected.length).toBeGreaterThan(0);
    expect(actual).toEqual(expected);
  });

  it('leaves an index with discarded sections to MiniSearch, which skips them', () => {
    // MiniSearch's query removes a discarded section's terms as it meets them, so each way gets its own index.
    const [index, same] = [indexOf(records.slice(0, 50)), indexOf(records.slice(0, 50))];
    index.discard(3);
    same.discard(3);
    const query = buildQuery('ceiling')!;
    const options = searchOptions(new Set());
    const actual = scored(index, query, options);
    expect(actual).toEqual(foundByMiniSearch(same, query, options));
    expect(actual.map((result) => result.id)).not.toContain(3);
  });
});
