import { partition } from './partition';

describe('partition', () => {
  it('keeps the order and fills each run up to the target; a larger item stands alone', () => {
    expect(partition([3, 4, 2, 9, 1, 1], (size) => size, 7)).toEqual([[3, 4], [2], [9], [1, 1]]);
  });

  it('has no run for no items', () => {
    expect(partition([], () => 1, 7)).toEqual([]);
  });
});
