import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, gotoHydrated, storeColorMode, test } from './fixtures';

/*
 * The tests' content (e2e/testContent) has a glossary of goal, have and want; its introduction
 * marks ":term[goals], :term[haves] and :term[wants]" in its first paragraph.
 */
const HAVE = 'An item you own, recorded in your Collection with its catalogue number, condition and quantity.';

const term = (page: Page, words: string) => page.getByRole('main').getByRole('button', { name: words, exact: true });
const definitionOf = (page: Page, words: string) =>
  term(page, words).locator('xpath=following-sibling::*[@role="tooltip"]');

/** Whether the box lies inside the window, sideways. */
async function insideWindow(page: Page, box: Locator): Promise<boolean> {
  const bounds = await box.boundingBox();
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  return bounds !== null && bounds.x >= 0 && bounds.x + bounds.width <= width;
}

test.describe('glossary terms', () => {
  test('a term is described by its definition, shown on hover, kept while the pointer moves onto it, closed by Escape', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/');
    const haves = term(page, 'haves');
    const definition = definitionOf(page, 'haves');
    await expect(haves).toHaveAccessibleDescription(HAVE);
    await expect(definition).toBeHidden();

    await haves.hover();
    await expect(definition).toBeVisible();
    await expect(definition).toHaveText(HAVE);
    // WCAG 1.4.13: the pointer can move onto what hover showed without it going away.
    const box = (await definition.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4, { steps: 8 });
    await expect(definition).toBeVisible();
    // Escape closes it though the pointer is still there, and focus is elsewhere.
    await page.keyboard.press('Escape');
    await expect(definition).toBeHidden();
    await page.mouse.move(5, 5);
    await haves.hover();
    await expect(definition).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(definition).toBeHidden();
  });

  test('a term is reached by keyboard, shows its definition on focus, and Escape closes it with focus kept', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const goals = term(page, 'goals');
    await goals.focus();
    await expect(goals).toBeFocused();
    await expect(definitionOf(page, 'goals')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(term(page, 'haves')).toBeFocused();
    await expect(definitionOf(page, 'goals')).toBeHidden();
    await expect(definitionOf(page, 'haves')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(definitionOf(page, 'haves')).toBeHidden();
    await expect(term(page, 'haves')).toBeFocused();
    // Enter pins it open; Enter again closes it.
    await page.keyboard.press('Enter');
    await expect(definitionOf(page, 'haves')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(definitionOf(page, 'haves')).toBeHidden();
  });

  test('without JavaScript, the definition shows on hover and on focus', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto('/wants');
      const goal = term(page, 'goal');
      await expect(definitionOf(page, 'goal')).toBeHidden();
      await goal.hover();
      await expect(definitionOf(page, 'goal')).toBeVisible();
      await page.mouse.move(5, 5);
      await goal.focus();
      await expect(definitionOf(page, 'goal')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('on a phone a tap opens the definition inside the window, and a second tap closes it', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    try {
      await gotoHydrated(page, '/');
      for (const words of ['goals', 'wants']) {
        await term(page, words).tap();
        const definition = definitionOf(page, words);
        await expect(definition).toBeVisible();
        await expect.poll(() => insideWindow(page, definition)).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await term(page, 'wants').tap();
      await expect(definitionOf(page, 'wants')).toBeHidden();
    } finally {
      await context.close();
    }
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`axe finds no violation with a definition shown (${mode})`, async ({ page }) => {
      await storeColorMode(page, mode);
      await gotoHydrated(page, '/');
      await term(page, 'wants').focus();
      await expect(definitionOf(page, 'wants')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the Markdown twin writes a term as its words, with its definition in a footnote', async ({ request }) => {
    const twin = await (await request.get('/index.md')).text();
    expect(twin).toContain(
      'Trove helps you track your collecting goals[^term-goal], haves[^term-have] and wants[^term-want].',
    );
    expect(twin).toContain(`[^term-have]: **have**: ${HAVE}`);
  });
});
