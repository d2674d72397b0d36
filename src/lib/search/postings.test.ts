import { encodeTerm, postingCount, termFields, type TermEntry } from './postings';

describe('encodeTerm', () => {
  const entry: TermEntry = ['ceiling', { 1: { 4: 1, 9: 1 }, 2: { 0: 2, 4: 1, 5: 3 } }];

  it('writes each field as the gaps between section ids, with counts other than 1 negated after their section', () => {
    expect(encodeTerm(entry)).toEqual(['ceiling', [1, [4, 5]], [2, [0, -2, 4, 1, -3]]]);
  });

  it('reads back what it wrote, as the maps MiniSearch searches', () => {
    expect(termFields(encodeTerm(entry))).toEqual(
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
