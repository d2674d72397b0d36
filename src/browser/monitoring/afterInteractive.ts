/**
 * Runs `task` once the page is interactive: after the load event, when the main thread is idle,
 * so code loaded by it (replay, the feedback widget) never competes with the first load.
 */
export function afterInteractive(task: () => void): void {
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 5000 });
    else setTimeout(task, 1);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
