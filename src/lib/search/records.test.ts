import { sectionRecords } from './records';

describe('sectionRecords', () => {
  const page = {
    title: 'Want lists',
    route: '/wants',
    sections: [
      { text: 'Trove tracks your haves and wants.' },
      { heading: { depth: 2, value: 'Price ceilings', id: 'price-ceilings' }, text: 'A ceiling is the most you pay.' },
      { heading: { depth: 3, value: 'Setting a ceiling', id: 'setting-a-ceiling' }, text: 'Tick several wants.' },
    ],
  };

  it('makes one record per section, numbered from the first id, the top of the page without heading or anchor', () => {
    expect(sectionRecords(page, 2, 10)).toEqual([
      { id: 10, page: 2, title: 'Want lists', heading: '', anchor: '', text: 'Trove tracks your haves and wants.' },
      {
        id: 11,
        page: 2,
        title: 'Want lists',
        heading: 'Price ceilings',
        anchor: 'price-ceilings',
        text: 'A ceiling is the most you pay.',
      },
      {
        id: 12,
        page: 2,
        title: 'Want lists',
        heading: 'Setting a ceiling',
        anchor: 'setting-a-ceiling',
        text: 'Tick several wants.',
      },
    ]);
  });
});
