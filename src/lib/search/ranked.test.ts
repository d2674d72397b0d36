import MiniSearch from 'minisearch';
import { INDEX_OPTIONS, searchOptions } from './options';
import { buildQuery } from './query';
import { FIRST_RANKED, rankedResults } from './ranked';
import type { SearchRecord } from './records';
import { spyOnNextMatches } from './matchesSpy.testHelper';

jest.mock('./sectionScores', () => {
  const actual = jest.requireActual<typeof import('./sectionScores')>('./sectionScores');
  return { ...actual, scoreSections: jest.fn(actual.scoreSections) };
});

/**
 * 300 sections: many identical (so scores tie), others with the words in a title or heading, or
 * repeated, or with a near miss, so scores differ and typos and prefixes match.
 */
const records: SearchRecord[] = Array.from({ length: 300 }, (_, id) => {
  const kind = id % 6;
  return {
    id,
    page: Math.floor(id / 4),
    title: kind === 1 ? 'Ceiling prices' : `Page ${id}`,
    heading: kind === 2 ? 'Catalogue condition' : '',
    anchor: '',
    text: [
      'ceiling catalogue condition',
      'catalogue of a ceiling',
      'ceilings and catalogues',
      `ceiling ${'condition '.repeat(1 + (id % 5))}`,
      'celing catalog',
      'condition ceiling ceiling',
    ][kind],
  };
});
const miniSearch = new MiniSearch(INDEX_OPTIONS);
miniSearch.addAll(records);
const options = searchOptions(new Set());

describe('rankedResults', () => {
  it.each(['ceiling', 'ceil', 'celing', 'cat', 'catalogue condition', 'ceiling cond'])(
    'gives exactly what MiniSearch search gives, in its order, ties included (%s)',
    (input) => {
      const query = buildQuery(input)!;
      const expected = miniSearch.search(query, options);
      expect(expected.length).toBeGreaterThan(FIRST_RANKED);
      expect(new Set(expected.map((result) => result.score)).size).toBeLessThan(expected.length / 4);
      expect([...rankedResults(miniSearch, query, options)]).toEqual(expected);
    },
  );

  it('gives the first results in order when only they are read', () => {
    const query = buildQuery('ceiling')!;
    const results = rankedResults(miniSearch, query, options);
    const firstTen = Array.from({ length: 10 }, () => results.next().value);
    expect(firstTen).toEqual(miniSearch.search(query, options).slice(0, 10));
  });

  it('gives nothing when nothing matches', () => {
    expect([...rankedResults(miniSearch, buildQuery('xylophone')!, options)]).toEqual([]);
  });

  it("works out a result's matches only when they are read", () => {
    const matchesOf = spyOnNextMatches();
    const query = buildQuery('ceiling')!;
    const results = [...rankedResults(miniSearch, query, options)];
    expect(results.map(({ id }) => id)).toEqual(miniSearch.search(query, options).map(({ id }) => id));
    expect(matchesOf).not.toHaveBeenCalled();
    expect(results[3].match).toEqual(miniSearch.search(query, options)[3].match);
    expect(results[3].terms).toEqual(miniSearch.search(query, options)[3].terms);
    expect(matchesOf).toHaveBeenCalledTimes(1);
  });
});
