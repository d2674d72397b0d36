import { buildQuery, queryTerms, transpositions } from './query';

describe('transpositions', () => {
  it('swaps each pair of neighbouring letters once, skipping pairs of the same letter', () => {
    expect(transpositions('catalouge')).toContain('catalogue');
    expect(transpositions('tool')).toEqual(['otol', 'tolo']);
  });
});

describe('queryTerms', () => {
  it('normalizes the words and drops single letters and stop words', () => {
    expect(queryTerms('The Ceilings of a want, e.g. PSA 8')).toEqual(['ceiling', 'want', 'psa']);
  });

  it('keeps the last stop word when nothing else is left: it may be the start of a longer word', () => {
    expect(queryTerms('the')).toEqual(['the']);
    expect(queryTerms('of the')).toEqual(['the']);
  });

  it('has nothing for input without a word of two letters', () => {
    expect(queryTerms(' —, c ')).toEqual([]);
  });
});

describe('buildQuery', () => {
  it('is nothing for input without a word to search', () => {
    expect(buildQuery(' —, c')).toBeUndefined();
  });

  it('requires every word, and adds swapped variants to words of four letters or more', () => {
    expect(buildQuery('PSA Grades')).toEqual({
      combineWith: 'AND',
      queries: [
        'psa',
        {
          combineWith: 'OR',
          queries: [
            'grade',
            { queries: ['rgade', 'garde', 'grdae', 'graed'], fuzzy: false, boostTerm: expect.any(Function) },
          ],
        },
      ],
    });
  });

  it('weighs a swapped variant below the word as typed', () => {
    const query = buildQuery('ceiling') as unknown as {
      queries: Array<{ queries: Array<{ boostTerm: () => number }> }>;
    };
    expect(query.queries[0].queries[1].boostTerm()).toBeLessThan(1);
  });
});
