import { expect, gotoHydrated, sitemapRoutes, test } from './fixtures';

for (const route of sitemapRoutes()) {
  test(`TOC of ${route} holds the page's h2 and h3 and no h4`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(route);
    const headings = await page.locator('main article').evaluate((article) =>
      [...article.querySelectorAll('h2, h3, h4')].map((heading) => ({
        level: heading.tagName,
        id: heading.id,
      })),
    );
    expect(
      headings.some((heading) => heading.level === 'H4'),
      'the page has an h4 to leave out',
    ).toBe(true);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc).toBeVisible();
    const tocTargets = await toc
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(tocTargets).toEqual(headings.filter((heading) => heading.level !== 'H4').map((heading) => `#${heading.id}`));
    // h3 entries sit in a nested list under their h2.
    const nestedCount = await toc.locator('ul ul a').count();
    expect(nestedCount).toBe(headings.filter((heading) => heading.level === 'H3').length);

    await toc.getByRole('link').last().click();
    await expect(page).toHaveURL(new RegExp(`${tocTargets.at(-1)}$`));
  });
}

test('on mobile the TOC is collapsed at the top of the doc and opens on demand', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await gotoHydrated(page, '/wants');
  const toggle = page.getByRole('main').getByRole('button', { name: 'On this page' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toc).toBeVisible();
  await expect(toc.getByRole('link', { name: /price ceilings/i }).first()).toBeVisible();
  await toggle.click();
  await expect(toc).toBeHidden();
});

test('without JavaScript the mobile TOC shows open', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 400, height: 800 } });
  const page = await context.newPage();
  await page.goto('/wants');
  await expect(
    page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: /price ceilings/i })
      .first(),
  ).toBeVisible();
  await context.close();
});

test('every in-page and cross-page anchor in the content has a target', async ({ page }) => {
  for (const route of sitemapRoutes()) {
    await page.goto(route);
    const hrefs = await page
      .locator('main article a[href*="#"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== new URL(page.url()).origin) continue;
      const target = await page.request.get(url.pathname);
      const html = await target.text();
      expect(html, `${route} links to ${url.pathname}${url.hash}`).toContain(
        `id="${decodeURIComponent(url.hash.slice(1))}"`,
      );
    }
  }
});
