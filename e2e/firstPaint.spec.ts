import { APP_STARTED_FLAG, BASE_URL_BANNER_ID } from '../src/chrome/BaseUrlBanner/baseUrlBanner';
import { restoreTabChoiceScript } from '../src/components/Tabs/restoreChoiceScript';
import { expect, sitemapRoutes, test } from './fixtures';

/**
 * Gatsby's scripts are held in a template until the first contentful paint (src/lib/pageScripts.ts
 * HELD_SCRIPTS_LOADER), so that Lighthouse's simulated LCP does not count them: the page paints from
 * its HTML and stylesheet alone, then the app starts as before.
 */
for (const route of ['/', '/wants']) {
  test(`${route}: the app's scripts are requested only after the first contentful paint, and the app starts`, async ({
    page,
  }) => {
    await page.goto(route);
    await page.waitForFunction(
      (flag) => (window as unknown as Record<string, unknown>)[flag] === true,
      APP_STARTED_FLAG,
    );
    const { firstPaint, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || /\.js$/.test(entry.name))
        .map((entry) => ({ url: new URL(entry.name).pathname, start: Math.round(entry.startTime) })),
    }));
    expect(firstPaint, 'the page reports its first contentful paint').toBeGreaterThan(0);
    const bundles = scripts.filter(({ url }) => /\/(webpack-runtime|framework|app)-[^/]*\.js$/.test(url));
    expect(bundles.map(({ url }) => url.replace(/-[0-9a-f]+\.js$/, ''))).toEqual(
      expect.arrayContaining(['/webpack-runtime', '/framework', '/app']),
    );
    expect(
      scripts.filter(({ start }) => start < firstPaint!),
      `scripts requested before the first contentful paint at ${Math.round(firstPaint!)} ms`,
    ).toEqual([]);
    await expect(page.locator(`#${BASE_URL_BANNER_ID}`)).toBeHidden();
  });
}

test('the HTML starts no script by itself: every external script is inside the held template', async ({ request }) => {
  const html = await (await request.get('/wants')).text();
  const outside = html.replace(/<template id="gatsby-held-scripts">[\s\S]*?<\/template>/, '');
  expect(outside.match(/<script[^>]*\ssrc=[^>]*>/g) ?? []).toEqual([]);
  expect(outside.match(/<link[^>]*rel="(?:preload|modulepreload)"[^>]*as="script"[^>]*>/g) ?? []).toEqual([]);
});

/**
 * An inline script in the body waits for the stylesheet, and once it has run the parser may paint
 * what it has parsed so far, before the rest of the page: on a phone, the bars above the doc alone,
 * then the doc in a long task after the first paint, which Lighthouse counts in LCP and TBT
 * (docs/architecture.md, "The first paint"). Every inline script of the site is in the head, but the
 * one after a tab group with a `groupId`, which shows the reader's tab before paint.
 */
test('no page holds a script in its body before the end of its doc, but after a tab group', async ({ request }) => {
  const routes = sitemapRoutes();
  expect(routes.length).toBeGreaterThan(2);
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    const bodyToDocEnd = html.slice(html.indexOf('<body'), html.indexOf('</main>'));
    const scripts = [...bodyToDocEnd.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(
      scripts.filter((script) => script !== restoreTabChoiceScript),
      `scripts in the body of ${route} before its doc ends`,
    ).toEqual([]);
  }
});
