import { expect, type Page } from '@playwright/test';
import { gotoHydrated } from '../fixtures';

/** Collects Content Security Policy violations the page reports, from its first script on. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...console,
  ];
}

/**
 * Loads a page and uses what loads code or styles after the first load: search (its dialog, worker
 * and index), a second tab of a tab group, and the mobile menu. A policy that forgot any of them
 * shows a violation.
 */
export async function exerciseControls(page: Page, url: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, url);
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: /search/i }).fill('wants');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  const tabs = page.getByRole('main').getByRole('tab');
  if ((await tabs.count()) > 1) await tabs.nth(1).click();
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeVisible();
  await page.keyboard.press('Escape');
}
