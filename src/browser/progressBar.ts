import { lazyUiStrings } from './lazyUiStrings';

/** The progress bar (and the spinner in the page area) appears only for route changes slower than this. */
export const PROGRESS_BAR_DELAY_MS = 200;

const BAR_CLASS = 'route-progress';
const RUNNING_CLASS = 'route-progress-running';
const DONE_CLASS = 'route-progress-done';
/** How long the completed bar stays before it is removed; matches its fade in global.css. */
const FADE_OUT_MS = 300;

let showTimer: number | undefined;
let bar: HTMLElement | null = null;

function show(): void {
  bar = document.createElement('div');
  bar.className = BAR_CLASS;
  bar.setAttribute('role', 'progressbar');
  bar.setAttribute('aria-label', lazyUiStrings()['loading.page']);
  document.body.prepend(bar);
  // Starting from zero width on the next frame lets the CSS transition run.
  requestAnimationFrame(() => bar?.classList.add(RUNNING_CLASS));
}

/**
 * Called when a route change starts: the bar shows only if it is still going after the delay,
 * counted from `since` (`performance.now()` when the reader asked for the page; now by default).
 */
export function startNavigationProgress(since = performance.now()): void {
  window.clearTimeout(showTimer);
  showTimer = window.setTimeout(show, PROGRESS_BAR_DELAY_MS - (performance.now() - since));
}

/** Called when the new page has rendered: cancels a pending bar or completes the shown one. */
export function finishNavigationProgress(): void {
  window.clearTimeout(showTimer);
  const shown = bar;
  bar = null;
  if (!shown) return;
  shown.classList.add(DONE_CLASS);
  window.setTimeout(() => shown.remove(), FADE_OUT_MS);
}
