import { alignLists } from './alignLists';

const align = (before: string[], after: string[]) => alignLists(before, after, (a, b) => a === b);

describe('alignLists', () => {
  it('keeps unchanged items and adds new ones where they stand', () => {
    expect(align(['a', 'b'], ['x', 'a', 'b', 'y'])).toEqual([
      { kind: 'add', to: 0 },
      { kind: 'keep', from: 0, to: 1 },
      { kind: 'keep', from: 1, to: 2 },
      { kind: 'add', to: 3 },
    ]);
  });

  it('pairs the items between two unchanged ones as edits, and removes the rest', () => {
    expect(align(['a', 'b', 'c', 'd'], ['a', 'B', 'd'])).toEqual([
      { kind: 'keep', from: 0, to: 0 },
      { kind: 'edit', from: 1, to: 1 },
      { kind: 'remove', from: 2 },
      { kind: 'keep', from: 3, to: 2 },
    ]);
  });

  it('takes an added item equal to a removed one for that item moved', () => {
    expect(align(['a', 'b', 'c'], ['c', 'a', 'b'])).toEqual([
      { kind: 'add', to: 0, moved: 2 },
      { kind: 'keep', from: 0, to: 1 },
      { kind: 'keep', from: 1, to: 2 },
      { kind: 'remove', from: 2 },
    ]);
  });

  it('handles empty lists', () => {
    expect(align([], ['a'])).toEqual([{ kind: 'add', to: 0 }]);
    expect(align(['a'], [])).toEqual([{ kind: 'remove', from: 0 }]);
  });
});
