import { buildQuery, transpositions } from './query';

describe('transpositions', () => {
  it('swaps each pair of neighbouring letters once, skipping pairs of the same letter', () => {
    expect(transpositions('catalouge')).toContain('catalogue');
    expect(transpositions('tool')).toEqual(['otol', 'tolo']);
  });
});

describe('buildQuery', () => {
  it('is nothing for input without a word', () => {
    expect(buildQuery(' —, ', 'AND')).toBeUndefined();
  });

  it('normalizes each word, and adds swapped variants to words of four letters or more', () => {
    expect(buildQuery('PSA Grades', 'AND')).toEqual({
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
    const query = buildQuery('ceiling', 'OR') as unknown as {
      queries: Array<{ queries: Array<{ boostTerm: () => number }> }>;
    };
    expect(query.queries[0].queries[1].boostTerm()).toBeLessThan(1);
  });
});
