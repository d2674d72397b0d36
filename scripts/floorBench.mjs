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
/** Budget: the site's median TBT on each page at most this multiple of the floor's. */
export const TBT_FLOOR_RATIO_BUDGET = 1.2;

/** Lighthouse's default config emulates a phone; the JavaScript is measured at a phone's width too. */
const MOBILE_VIEWPORT = { width: 400, height: 900 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (site, floor) => (floor > 0 ? site / floor : site > 0 ? Infinity : 1);
const times = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : 'inf (floor 0)');

/**
 * Runs `measure(build, route)` `times` times for each route of `FLOOR_ROUTES` and each build,
 * alternating site and floor, the order swapped every round so neither always runs first.
 * @param {number} times
 * @param {(build: 'site' | 'floor', route: string) => Promise<void>} measure
 */
async function alternating(times, measure) {
  for (let round = 0; round < times; round++) {
    const order = round % 2 ? ['floor', 'site'] : ['site', 'floor'];
    for (const route of FLOOR_ROUTES) {
      for (const build of order) await measure(build, route);
    }
  }
}

/**
 * Measures each route of `FLOOR_ROUTES` on the site and the floor, served at `bases.site` and
 * `bases.floor`: first-load JavaScript (gzip, with Playwright's `browser`), `rounds` Lighthouse runs
 * of each page, then `TRACED_LOADS` traced loads of each in `browser`, both alternating the builds.
 * @param {import('playwright-core').Browser} browser
 * @param {{ site: string, floor: string }} bases
 * @param {number} [rounds]
 * @returns {Promise<Record<string, Record<'site' | 'floor', { jsBytes: number, tbtMs: number[], scores: number[], traced: Array<{ blockingMs: number, tbtMs: number, layoutMs: number }> }>>>}
 */
export async function measureAgainstFloor(browser, bases, rounds = FLOOR_ROUNDS) {
  const results = {};
  for (const route of FLOOR_ROUTES) {
    results[route] = {};
    for (const [build, base] of Object.entries(bases)) {
      const { bytes } = await measureFirstLoad(browser, `${base}${route}`, MOBILE_VIEWPORT);
      results[route][build] = { jsBytes: bytes.js, tbtMs: [], scores: [], traced: [] };
    }
  }
  const chromium = await launchChromiumForLighthouse();
  try {
    await alternating(rounds, async (build, route) => {
      const { tbtMs, score } = await lighthousePerformance(chromium.port, `${bases[build]}${route}`);
      results[route][build].tbtMs.push(tbtMs);
      results[route][build].scores.push(score);
    });
  } finally {
    await chromium.close();
  }
  await alternating(TRACED_LOADS, async (build, route) => {
    results[route][build].traced.push(await tracedLoad(browser, `${bases[build]}${route}`));
  });
  return results;
}

/**
 * Table rows (per page: the site, the floor, and site/floor) and the budgets the site breaks: TBT
 * median at most 1.2x the floor's, performance score median at least the floor's, first-load
 * JavaScript at most `jsBudgetBytes`. The traced loads' medians (blocking time, total blocking time
 * and layout) are reported beside them, not budgeted: the issue's budget is Lighthouse's.
 * @param {Awaited<ReturnType<typeof measureAgainstFloor>>} results
 * @param {number} jsBudgetBytes
 */
export function compareWithFloor(results, jsBudgetBytes) {
  const rows = [];
  const broken = [];
  for (const [page, builds] of Object.entries(results)) {
    const summary = {};
    for (const [build, { jsBytes, tbtMs, scores, traced }] of Object.entries(builds)) {
      summary[build] = {
        jsBytes,
        tbt: median(tbtMs),
        score: median(scores),
        blocking: median(traced.map(({ blockingMs }) => blockingMs)),
        tracedTbt: median(traced.map(({ tbtMs }) => tbtMs)),
        layout: median(traced.map(({ layoutMs }) => layoutMs)),
      };
      rows.push({
        page,
        build,
        'TBT median': `${summary[build].tbt.toFixed(0)} ms`,
        'TBT min-max': `${Math.min(...tbtMs).toFixed(0)}-${Math.max(...tbtMs).toFixed(0)} ms`,
        'score median': String(summary[build].score),
        'traced blocking': `${summary[build].blocking.toFixed(0)} ms`,
        'traced TBT': `${summary[build].tracedTbt.toFixed(0)} ms`,
        'traced layout': `${summary[build].layout.toFixed(1)} ms`,
        'first-load JS': kb(jsBytes),
      });
    }
    const { site, floor } = summary;
    const tbtOver = site.tbt > TBT_FLOOR_RATIO_BUDGET * floor.tbt;
    const scoreUnder = site.score < floor.score;
    const jsOver = site.jsBytes > jsBudgetBytes;
    if (tbtOver) broken.push(`${page}: TBT median ${times(ratio(site.tbt, floor.tbt))} the floor's (budget 1.2x)`);
    if (scoreUnder) broken.push(`${page}: performance score median ${site.score} < the floor's ${floor.score}`);
    if (jsOver) broken.push(`${page}: first-load JS ${kb(site.jsBytes)} > ${kb(jsBudgetBytes)}`);
    rows.push({
      page,
      build: 'site/floor',
      'TBT median': `${times(ratio(site.tbt, floor.tbt))}${tbtOver ? ' OVER' : ''}`,
      'TBT min-max': '',
      'score median': `${ratio(site.score, floor.score).toFixed(2)}${scoreUnder ? ' UNDER' : ''}`,
      'traced blocking': times(ratio(site.blocking, floor.blocking)),
      'traced TBT': times(ratio(site.tracedTbt, floor.tracedTbt)),
      'traced layout': times(ratio(site.layout, floor.layout)),
      'first-load JS': `${times(ratio(site.jsBytes, floor.jsBytes))}${jsOver ? ' OVER' : ''}`,
    });
  }
  return { rows, broken };
}
