// The site against Gatsby's floor (scripts/floorSite.mjs) for `npm run bench`: first-load
// JavaScript, then Lighthouse's total blocking time and performance score over several rounds.
import { measureFirstLoad } from './firstLoad.mjs';
import { launchChromiumForLighthouse, lighthousePerformance } from './lighthouseRun.mjs';

/** The pages compared: the site's `/` and `/wants`, whose doc HTML the floor carries. */
export const FLOOR_ROUTES = ['/', '/wants'];
/** Lighthouse runs of each page of each build; the machine is shared, so medians are compared. */
export const FLOOR_ROUNDS = 5;
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
 * Measures each route of `FLOOR_ROUTES` on the site and the floor, served at `bases.site` and
 * `bases.floor`: first-load JavaScript (gzip, with Playwright's `browser`), then `rounds` Lighthouse
 * runs of each page, alternating site and floor, the order swapped every round so neither always
 * runs first.
 * @param {import('playwright-core').Browser} browser
 * @param {{ site: string, floor: string }} bases
 * @param {number} [rounds]
 * @returns {Promise<Record<string, Record<'site' | 'floor', { jsBytes: number, tbtMs: number[], scores: number[] }>>>}
 */
export async function measureAgainstFloor(browser, bases, rounds = FLOOR_ROUNDS) {
  const results = {};
  for (const route of FLOOR_ROUTES) {
    results[route] = {};
    for (const [build, base] of Object.entries(bases)) {
      const { bytes } = await measureFirstLoad(browser, `${base}${route}`, MOBILE_VIEWPORT);
      results[route][build] = { jsBytes: bytes.js, tbtMs: [], scores: [] };
    }
  }
  const chromium = await launchChromiumForLighthouse();
  try {
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? ['floor', 'site'] : ['site', 'floor'];
      for (const route of FLOOR_ROUTES) {
        for (const build of order) {
          const { tbtMs, score } = await lighthousePerformance(chromium.port, `${bases[build]}${route}`);
          results[route][build].tbtMs.push(tbtMs);
          results[route][build].scores.push(score);
        }
      }
    }
  } finally {
    await chromium.close();
  }
  return results;
}

/**
 * Table rows (per page: the site, the floor, and site/floor) and the budgets the site breaks: TBT
 * median at most 1.2x the floor's, performance score median at least the floor's, first-load
 * JavaScript at most `jsBudgetBytes`.
 * @param {Awaited<ReturnType<typeof measureAgainstFloor>>} results
 * @param {number} jsBudgetBytes
 */
export function compareWithFloor(results, jsBudgetBytes) {
  const rows = [];
  const broken = [];
  for (const [page, builds] of Object.entries(results)) {
    const summary = {};
    for (const [build, { jsBytes, tbtMs, scores }] of Object.entries(builds)) {
      summary[build] = { jsBytes, tbt: median(tbtMs), score: median(scores) };
      rows.push({
        page,
        build,
        'TBT median': `${summary[build].tbt.toFixed(0)} ms`,
        'TBT min-max': `${Math.min(...tbtMs).toFixed(0)}-${Math.max(...tbtMs).toFixed(0)} ms`,
        'score median': String(summary[build].score),
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
      'first-load JS': `${times(ratio(site.jsBytes, floor.jsBytes))}${jsOver ? ' OVER' : ''}`,
    });
  }
  return { rows, broken };
}
