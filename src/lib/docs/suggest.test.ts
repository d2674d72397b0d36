import { nearestMatch } from './suggest';

describe('nearestMatch', () => {
  it('names the candidate a slip of a few characters away, in any case', () => {
    const files = ['shelf.png', 'charts/trend.png', 'price-list.pdf'];
    expect(nearestMatch('shelv.png', files)).toBe('shelf.png');
    expect(nearestMatch('Shelf.PNG', files)).toBe('shelf.png');
    expect(nearestMatch('chart/trend.png', files)).toBe('charts/trend.png');
  });

  it('names none when every candidate is far, or there is none', () => {
    expect(nearestMatch('banner.png', ['shelf.png', 'charts/trend.png'])).toBeUndefined();
    expect(nearestMatch('shelf.png', [])).toBeUndefined();
  });
});
