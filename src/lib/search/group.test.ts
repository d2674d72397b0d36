import { groupByPage, MAX_HITS, MAX_HITS_PER_PAGE, type SearchHit } from './group';

const hit = (route: string, id: number): SearchHit => ({
  id,
  page: { title: route, route },
  heading: `Section ${id}`,
  anchor: `section-${id}`,
  text: '',
  terms: [],
});

describe('groupByPage', () => {
  it('orders pages by their best hit and keeps hit order inside a page', () => {
    const groups = groupByPage([hit('/wants', 1), hit('/', 2), hit('/wants', 3)]);
    expect(groups.map((group) => [group.page.route, group.hits.map((h) => h.id)])).toEqual([
      ['/wants', [1, 3]],
      ['/', [2]],
    ]);
  });

  it(`keeps at most ${MAX_HITS} hits, ${MAX_HITS_PER_PAGE} of any one page`, () => {
    const many = Array.from({ length: 20 }, (_, index) => hit(index < 12 ? '/wants' : '/resources', index));
    const groups = groupByPage(many);
    expect(groups.map((group) => group.hits.length)).toEqual([MAX_HITS_PER_PAGE, MAX_HITS - MAX_HITS_PER_PAGE]);
  });
});
