import { postingCount, termFields, type EncodedTerm } from './postings';

describe('an encoded term', () => {
  const entry: EncodedTerm = ['ceiling', [1, [4, 5]], [2, [0, -2, 4, 1, -3]]];

  it('reads as the maps MiniSearch searches: gaps between section ids, counts other than 1 negated after their section', () => {
    expect(termFields(entry)).toEqual(
      new Map([
        [
          1,
          new Map([
            [4, 1],
            [9, 1],
          ]),
        ],
        [
          2,
          new Map([
            [0, 2],
            [4, 1],
            [5, 3],
          ]),
        ],
      ]),
    );
  });

  it('counts the sections holding the term once per field', () => {
    expect(postingCount(entry)).toBe(5);
  });
});
