import { finishNavigationProgress, PROGRESS_BAR_DELAY_MS, startNavigationProgress } from './progressBar';

const bar = () => document.querySelector('[role="progressbar"]');

describe('navigation progress bar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays hidden for a route change faster than the delay', () => {
    startNavigationProgress();
    jest.advanceTimersByTime(PROGRESS_BAR_DELAY_MS - 1);
    finishNavigationProgress();
    jest.advanceTimersByTime(1000);
    expect(bar()).toBeNull();
  });

  it('appears after the delay and completes, then leaves, when the page renders', () => {
    expect(PROGRESS_BAR_DELAY_MS).toBe(200);
    startNavigationProgress();
    jest.advanceTimersByTime(PROGRESS_BAR_DELAY_MS);
    expect(bar()).toHaveAccessibleName('Loading page');
    finishNavigationProgress();
    expect(bar()).toHaveClass('route-progress-done');
    jest.advanceTimersByTime(300);
    expect(bar()).toBeNull();
  });
});
