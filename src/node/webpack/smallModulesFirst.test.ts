import { idsSmallestFirst } from './smallModulesFirst';

describe('idsSmallestFirst', () => {
  it('gives the group its own ids again, the lowest to the smallest module', () => {
    const reactDom = { id: 961, size: 131_000 };
    const react = { id: 6540, size: 190 };
    const scheduler = { id: 7463, size: 4_000 };
    const ids = idsSmallestFirst([reactDom, react, scheduler]);
    expect([ids.get(react), ids.get(scheduler), ids.get(reactDom)]).toEqual([961, 6540, 7463]);
  });

  it('keeps the order of the ids between modules of one size', () => {
    const first = { id: 20, size: 5 };
    const second = { id: 10, size: 5 };
    const ids = idsSmallestFirst([first, second]);
    expect([ids.get(second), ids.get(first)]).toEqual([10, 20]);
  });
});
