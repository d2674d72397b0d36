// The site against Gatsby's floor (scripts/floorSite.mjs) for `npm run bench`: first-load
// JavaScript, then Lighthouse's total blocking time and performance score over several rounds.
import { measureFirstLoad } from './firstLoad.mjs';
import { launchChromiumForLighthouse, lighthousePerformance } from './lighthouseRun.mjs';
import { tracedLoad } from './tracedLoad.mjs';

/** The pages compared: the site's `/` and `/wants`, whose doc HTML the floor carries. */
export const FLOOR_ROUTES = ['/', '/wants'];
/** Lighthouse runs of each page of each build; the machine is shared, so medians are compared. */
export const FLOOR_ROUNDS = 5;
/** Traced loads of each page of each build (Chromium's own 4x CPU slowdown), for the steadier figures. */
export const TRACED_LOADS = 12;
/** Lighthouse's default config emulates a phone; the JavaScript is measured at a phone's width too. */
const MOBILE_VIEWPORT = { width: 400, height: 900 };

/**
 * Runs `measure(build, route)` `times` times for each route of `FLOOR_ROUTES` and each of `builds`,
 * alternating them, the order reversed every round so none always runs first.
 * @template {string} Build
 * @param {number} times
 * @param {Build[]} builds
 * @param {(build: Build, route: string) => Promise<void>} measure
 */
async function alternating(times, builds, measure) {
  for (let round = 0; round < times; round++) {
    const order = round % 2 ? [...builds].reverse() : builds;
    for (const route of FLOOR_ROUTES) {
      for (const build of order) await measure(build, route);
    }
  }
}

/**
 * Measures each route of `FLOOR_ROUTES` on the site and the floor, served at `bases.site` and
 * `bases.floor`: first-load JavaScript (gzip, with Playwright's `browser`), `rounds` Lighthouse runs
 * of each page, then `TRACED_LOADS` traced loads of each in `browser`, both alternating the builds.
 * The Lighthouse rounds also run the floor's files served again at `bases.floorCopy`: two identical
 * builds, whose ratio shows how far apart the same build's medians fall in this run.
 * @param {import('playwright-core').Browser} browser
 * @param {{ site: string, floor: string, floorCopy: string }} bases
 * @param {number} [rounds]
 */
export async function measureAgainstFloor(browser, bases, rounds = FLOOR_ROUNDS) {
  /** @type {import('./floorComparison.d.mts').FloorResults} */
  const results = {};
  for (const route of FLOOR_ROUTES) {
    results[route] = { floorCopy: { tbtMs: [], scores: [] } };
    for (const build of /** @type {const} */ (['site', 'floor'])) {
      const { bytes } = await measureFirstLoad(browser, `${bases[build]}${route}`, MOBILE_VIEWPORT);
      results[route][build] = { jsBytes: bytes.js, tbtMs: [], scores: [], lcpAfterFcpMs: [], traced: [] };
    }
  }
  const chromium = await launchChromiumForLighthouse();
  try {
    await alternating(rounds, ['site', 'floor', 'floorCopy'], async (build, route) => {
      const { tbtMs, score, fcpMs, lcpMs } = await lighthousePerformance(chromium.port, `${bases[build]}${route}`);
      results[route][build].tbtMs.push(tbtMs);
      results[route][build].scores.push(score);
      // The floor's copy is held to nothing: its TBT and score say how far two identical builds fall apart.
      results[route][build].lcpAfterFcpMs?.push(lcpMs - fcpMs);
    });
  } finally {
    await chromium.close();
  }
  await alternating(TRACED_LOADS, ['site', 'floor'], async (build, route) => {
    results[route][build].traced.push(await tracedLoad(browser, `${bases[build]}${route}`));
  });
  return results;
}
