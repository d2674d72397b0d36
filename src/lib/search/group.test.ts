import { groupByPage, MAX_HITS, MAX_HITS_PER_PAGE, MAX_PAGES } from './group';

const hit = (page: number, id: number) => ({ id, page });

describe('groupByPage', () => {
  it('orders pages by their best hit and keeps hit order inside a page', () => {
    const groups = groupByPage([hit(2, 1), hit(0, 2), hit(2, 3)]);
    expect(groups.map((group) => [group.page, group.hits.map((h) => h.id)])).toEqual([
      [2, [1, 3]],
      [0, [2]],
    ]);
  });

  it(`keeps at most ${MAX_HITS} hits, ${MAX_HITS_PER_PAGE} of any one page`, () => {
    const many = Array.from({ length: 20 }, (_, index) => hit(index < 12 ? 2 : 1, index));
    const groups = groupByPage(many);
    expect(groups.map((group) => group.hits.length)).toEqual([MAX_HITS_PER_PAGE, MAX_HITS - MAX_HITS_PER_PAGE]);
  });

  it(`shows at most ${MAX_PAGES} pages, and stops reading hits at the first of another page`, () => {
    const read: number[] = [];
    function* ranked() {
      for (let id = 0; id < 1000; id += 1) {
        read.push(id);
        yield hit(id === 7 ? 0 : id, id);
      }
    }
    const groups = groupByPage(ranked());
    expect(groups.map((group) => group.page)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(read).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
