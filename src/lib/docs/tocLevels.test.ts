import { tocLevelsOf } from './tocLevels';

describe('tocLevelsOf', () => {
  it('shows ## and ### unless the front matter says otherwise', () => {
    expect(tocLevelsOf({})).toEqual({ min: 2, max: 3 });
    expect(tocLevelsOf({ toc_min_heading_level: 3, toc_max_heading_level: 5 })).toEqual({ min: 3, max: 5 });
    expect(tocLevelsOf({ toc_max_heading_level: 2 })).toEqual({ min: 2, max: 2 });
  });

  it('shows a first level below ### alone when no last level is set', () => {
    expect(tocLevelsOf({ toc_min_heading_level: 5 })).toEqual({ min: 5, max: 5 });
  });
});
