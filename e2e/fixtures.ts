import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

/** Routes listed in the built sitemap: the pages every browser test sweeps. */
export function sitemapRoutes(): string[] {
  const xml = fs.readFileSync(path.resolve('public/sitemap-0.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** Sets the stored colour mode before any page script runs. */
export async function storeColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), mode);
}

interface ConsoleErrors {
  /** Accepts console errors matching the pattern: ones the test provokes on purpose. */
  allow(pattern: RegExp): void;
}

/** Every test fails on a console error or an uncaught page error it did not allow. */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        // The location names the failing resource; Chromium's text for a 404 does not.
        if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(
        errors.filter((text) => !allowed.some((pattern) => pattern.test(text))),
        'console errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

/** Chromium logs a document or page-data response with status 404; the not-found page expects them. */
export const NOT_FOUND_STATUS = /status of 404/;

export { expect };

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 AA rule sets plus axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe-core in the page, or in the elements `selector` matches, and returns each violation with
 * the elements it found.
 */
export async function axeViolations(
  page: Page,
  selector?: string,
): Promise<Array<{ id: string; help: string; targets: string[] }>> {
  // Evaluated, not added as a script element: the site's Content Security Policy blocks inline scripts it did not write.
  await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, selector: within }) => {
      type Result = { violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }> };
      type Context = Document | { include: string[] };
      const axe = (window as unknown as { axe: { run: (context: Context, options: object) => Promise<Result> } }).axe;
      const result = await axe.run(within ? { include: [within] } : document, {
        runOnly: { type: 'tag', values: tags },
      });
      return result.violations.map((violation) => ({
        id: violation.id,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { tags: AXE_TAGS, selector },
  );
}

/**
 * Opens a page and waits until React has hydrated it and run its effects, so clicks and shortcuts
 * are handled. Gatsby marks `onInitialClientRender` from the root's effect, which runs after every
 * component's own; a quiet network alone is not enough on a loaded machine.
 */
export async function gotoHydrated(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender').length > 0);
  await page.waitForLoadState('networkidle');
}
