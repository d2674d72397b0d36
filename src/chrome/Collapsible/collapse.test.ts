import { collapseDurationMs } from './collapse';

describe('collapseDurationMs', () => {
  it('grows with the content height, slower than linearly', () => {
    expect(collapseDurationMs(36, false)).toBe(192);
    expect(collapseDurationMs(144, false)).toBe(260);
    expect(collapseDurationMs(720, false)).toBe(397);
  });

  it('is 1 ms when the reader prefers reduced motion, whatever the height', () => {
    expect(collapseDurationMs(36, true)).toBe(1);
    expect(collapseDurationMs(720, true)).toBe(1);
  });

  it('is 0 for empty content, which has nothing to animate', () => {
    expect(collapseDurationMs(0, false)).toBe(0);
  });
});
