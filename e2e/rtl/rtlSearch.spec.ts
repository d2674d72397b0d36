import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../fixtures';
import { ARABIC, ARABIC_SECTION } from './rtlSite';

/** Opens search on the Arabic site and types `input`; resolves with the dialog. */
async function searchFor(page: Page, input: string) {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: ARABIC['navbar.search'] }).click();
  const search = page.getByRole('dialog', { name: ARABIC['search.label'] });
  await search.getByRole('combobox', { name: ARABIC['search.label'] }).fill(input);
  return search;
}

// The index of an Arabic site is built and searched with the Arabic tokenizer: short vowels and
// tatweel dropped, alef, hamza, ta marbuta and alef maqsura forms folded, the article taken off.
for (const [typed, input] of [
  ['bare, without the article', 'قائمة'],
  ['with short vowels, where the doc writes it bare', 'مَكْتَبَةٌ'],
  ['without the tatweel the doc writes, ta marbuta as ha, alef without hamza', 'اولويه'],
  ['with the article, where the doc has none', 'المكتبة'],
]) {
  test(`an Arabic doc is found by a word typed ${typed}`, async ({ page }) => {
    const search = await searchFor(page, input);
    const option = search.getByRole('option').first();
    await expect(option).toHaveAccessibleName(new RegExp(`› ${ARABIC_SECTION.heading}`));
  });
}

test("the result marks the doc's own spelling of the word typed bare", async ({ page }) => {
  const search = await searchFor(page, 'قائمة');
  const marked = search.getByRole('option').first().locator('mark');
  await expect(marked.first()).toHaveText(/^(القائمة|القَائِمَةُ)$/);
  await expect(marked.filter({ hasText: 'القَائِمَةُ' })).toHaveCount(1);
});
