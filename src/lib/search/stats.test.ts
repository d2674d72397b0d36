import { firstSectionOfPage, pageOfSection, type SearchStats } from './stats';

const stats = { documentCount: 6, sectionCounts: [2, 1, 3] } as SearchStats;

describe('places of sections in their pages', () => {
  it('gives the page of each section', () => {
    expect([...pageOfSection(stats)]).toEqual([0, 0, 1, 2, 2, 2]);
  });

  it("gives each page's first section", () => {
    expect([...firstSectionOfPage(stats)]).toEqual([0, 2, 3]);
  });
});
