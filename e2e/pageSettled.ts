import type { Page, Request } from '@playwright/test';

/**
 * Resolves once the page's main thread has been idle twice after everything it had queued: idle
 * callbacks registered before (such as code loaded after the page is interactive) have run, and so
 * have the renders, passive effects and chunk requests they started, which are ordinary tasks and
 * run before the next idle period. Negative checks wait for this rather than for a fixed time: what
 * they guard against would have happened by then, however slow the machine.
 */
export async function idleTwice(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let period = 0; period < 2; period += 1) {
      await new Promise((resolve) => window.requestIdleCallback(resolve));
    }
  });
}

/** Counts the page's requests still open: zero means every request it made has been answered. */
export function openRequests(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}
