import { loadingBeginnings, numberedBundles } from './beginnings';

describe('loadingBeginnings', () => {
  it("lists every term's first two letters when no beginning is too common to complete", () => {
    expect(loadingBeginnings(['catalogue', 'ceiling', 'cell', 'want'], new Set())).toEqual(['ca', 'ce', 'wa']);
  });

  it('lists each letter after a common beginning, up to the first beginning that is completed', () => {
    const common = new Set(['ce', 'cei']);
    expect(loadingBeginnings(['catalogue', 'ceiling', 'cell', 'cedar'], common)).toEqual([
      'ca',
      'ce',
      'ced',
      'cei',
      'ceil',
      'cel',
    ]);
  });

  it('lists a beginning under the query term it is searched as', () => {
    // `cats` of `catsup` is searched as `cat`, plural folded, as the reader typing it gets.
    expect(loadingBeginnings(['catsup'], new Set(['ca', 'cat']))).toEqual(['ca', 'cat']);
  });

  it('lists a whole term shorter than the common beginnings around it', () => {
    expect(loadingBeginnings(['ce', 'ceiling'], new Set(['ce']))).toEqual(['ce', 'cei']);
  });
});

describe('numberedBundles', () => {
  it('numbers each distinct list of pages once, in the order first listed', () => {
    expect(numberedBundles({ ca: [3, 1], ce: [2], cei: [2], wa: [1, 3] })).toEqual({
      bundleOf: { ca: 0, ce: 1, cei: 1, wa: 2 },
      bundles: [[3, 1], [2], [1, 3]],
    });
  });
});
