import { navbarShownAfterScroll } from './shownAfterScroll';

const navbarHeight = 60;

describe('navbarShownAfterScroll', () => {
  it('hides while scrolling down past the navbar', () => {
    expect(navbarShownAfterScroll({ shown: true, previousY: 100, currentY: 300, navbarHeight })).toBe(false);
  });

  it('shows again as soon as the reader scrolls up', () => {
    expect(navbarShownAfterScroll({ shown: false, previousY: 300, currentY: 290, navbarHeight })).toBe(true);
  });

  it('always shows near the top of the page, even scrolling down', () => {
    expect(navbarShownAfterScroll({ shown: true, previousY: 0, currentY: 40, navbarHeight })).toBe(true);
  });

  it('keeps its state when the position did not change', () => {
    expect(navbarShownAfterScroll({ shown: false, previousY: 300, currentY: 300, navbarHeight })).toBe(false);
    expect(navbarShownAfterScroll({ shown: true, previousY: 300, currentY: 300, navbarHeight })).toBe(true);
  });
});
