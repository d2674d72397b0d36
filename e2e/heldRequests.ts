import type { Page } from '@playwright/test';

/**
 * Holds the page's requests to `url` until the returned function releases them: a test checks the
 * page while they are pending, however slow the machine, rather than racing a timer.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
