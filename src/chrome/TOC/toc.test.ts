import { activeHeadingId, buildToc, tocIds } from './toc';

const heading = (depth: number, value: string) => ({ depth, value, id: value.toLowerCase() });

describe('buildToc', () => {
  it('nests h3 under h2 and leaves out h4 and deeper (levels 2 to 3)', () => {
    const toc = buildToc([heading(2, 'A'), heading(3, 'A1'), heading(4, 'A1x'), heading(3, 'A2'), heading(2, 'B')]);
    expect(toc).toEqual([
      {
        id: 'a',
        value: 'A',
        level: 2,
        children: [
          { id: 'a1', value: 'A1', level: 3, children: [] },
          { id: 'a2', value: 'A2', level: 3, children: [] },
        ],
      },
      { id: 'b', value: 'B', level: 2, children: [] },
    ]);
  });

  it('keeps an h3 that comes before any h2 at the top level', () => {
    expect(buildToc([heading(3, 'Early'), heading(2, 'Later')]).map((item) => item.value)).toEqual(['Early', 'Later']);
  });

  it('honours other level ranges', () => {
    expect(buildToc([heading(2, 'A'), heading(4, 'D')], 2, 4)[0].children[0].value).toBe('D');
  });
});

describe('activeHeadingId', () => {
  const tops = [
    { id: 'a', top: -400 },
    { id: 'b', top: 40 },
    { id: 'c', top: 500 },
  ];

  it('picks the last heading above the threshold', () => {
    expect(activeHeadingId(tops, 100)).toBe('b');
    expect(activeHeadingId(tops, 10)).toBe('a');
  });

  it('has none before the first heading is reached', () => {
    expect(activeHeadingId([{ id: 'a', top: 300 }], 100)).toBeUndefined();
  });
});

describe('tocIds', () => {
  it('lists nested ids in document order', () => {
    expect(tocIds(buildToc([heading(2, 'A'), heading(3, 'A1'), heading(2, 'B')]))).toEqual(['a', 'a1', 'b']);
  });
});
