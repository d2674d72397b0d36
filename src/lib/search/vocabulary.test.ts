import { completionsOf, includesTerm, sliceKeys, withinOneEdit } from './vocabulary';

const sorted = ['ceil', 'ceiling', 'ceilings', 'cell', 'veil'];

describe('sliceKeys', () => {
  it('is the first two characters, once each', () => {
    expect(sliceKeys('ceiling')).toEqual(['c', 'e']);
    expect(sliceKeys('ooze')).toEqual(['o']);
    expect(sliceKeys('é')).toEqual(['é']);
  });
});

describe('completionsOf and includesTerm', () => {
  it('finds the longer terms that start with a prefix, and the term itself', () => {
    expect(completionsOf(sorted, 'ceil')).toEqual(['ceiling', 'ceilings']);
    expect(completionsOf(sorted, 'cez')).toEqual([]);
    expect(includesTerm(sorted, 'ceil')).toBe(true);
    expect(includesTerm(sorted, 'cei')).toBe(false);
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['celing', 'ceiling', true],
    ['ceiling', 'celing', true],
    ['ceil', 'veil', true],
    ['ceil', 'cell', true],
    ['ceil', 'ceil', true],
    ['xceil', 'ceil', true],
    ['ceil', 'ceils', true],
    ['cieling', 'ceiling', false],
    ['ceil', 'cello', false],
    ['ceil', 'ce', false],
  ])('%s → %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
});
