import { FIRST_LOAD_JS_BUDGET_BYTES, measureFirstLoad } from '../scripts/firstLoad.mjs';
import { layoutsForcedByScripts, recordTrace } from '../scripts/tracedLoad.mjs';
import { reactCommits, recordReactCommits } from './reactCommits';
import { expect, gotoHydrated, sitemapRoutes, test } from './fixtures';
import { idleTwice } from './pageSettled';

/** Full loads traced with the scripts cached. */
const LOADS_WITH_SCRIPTS_CACHED = 8;

for (const route of sitemapRoutes()) {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 400, height: 900 },
  ]) {
    test(`first load of ${route} at ${viewport.width} px: JS within budget, no search or CMS, no layout shift, no third party`, async ({
      browser,
      baseURL,
    }) => {
      const result = await measureFirstLoad(browser, `${baseURL}${route}`, viewport);
      expect(result.bytes.js).toBeGreaterThan(0);
      expect(result.bytes.js).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
      expect(result.searchBytes, 'search code and index load only when search is used').toBe(0);
      expect(result.cmsBytes, "no byte of the CMS on a reader's page").toBe(0);
      expect(result.shifts, 'layout shifts').toEqual([]);
      expect(result.cls).toBe(0);
      expect(result.thirdParty).toEqual([]);
      expect(result.fonts).toEqual([]);
    });
  }
}

for (const route of sitemapRoutes()) {
  test(`first load of ${route} renders each React root once: the page hydrates, the Head renders, nothing renders again`, async ({
    page,
  }) => {
    await recordReactCommits(page);
    // A quiet network alone came before the hydration on a loaded machine, and no commit was seen.
    await gotoHydrated(page, route);
    // Passive effects and idle callbacks that could set state, and the renders they cause, have run by then.
    await idleTwice(page);
    const commits = await reactCommits(page);
    expect(commits.map((commit) => commit.root)).toEqual([0, 1]);
  });
}

test("pages loaded with the site's scripts cached: the app's start forces no layout, which the first frame does anyway", async ({
  page,
}) => {
  const [first, ...others] = sitemapRoutes();
  await page.goto(first);
  await page.waitForLoadState('networkidle');
  const cdp = await page.context().newCDPSession(page);
  // Whether the app starts before or after the first frame varies from load to load: several loads
  // give a read of layout at the start the chance to show.
  const routes = Array.from({ length: LOADS_WITH_SCRIPTS_CACHED }, (_, index) => others[index % others.length]);
  const events = await recordTrace(cdp, async () => {
    for (const route of routes) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
    }
  });
  const appStarts = events.filter(
    (event) => event.name === 'EvaluateScript' && event.args?.data?.url?.includes('/app-'),
  );
  expect(appStarts.length, 'the app bundle ran in each traced load').toBeGreaterThanOrEqual(routes.length);
  const forced = layoutsForcedByScripts(events, '/app-').map((event) => `${event.name} at ${event.ts}`);
  expect(forced, 'layouts the app forced while it started').toEqual([]);
});
