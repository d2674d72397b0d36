// The site against Gatsby's floor, judged: the table `npm run bench` prints from the measurements
// of scripts/floorBench.mjs, and the budgets the site breaks.

/**
 * Budget: the site's median TBT on each page, in ms. At these values (tens of ms) the ratio to the
 * floor's median is noise (two copies of the floor fell 1.8x apart), so it is reported, not budgeted.
 */
export const TBT_BUDGET_MS = 50;

/**
 * Budget: the site's median gap between Lighthouse's simulated largest and first contentful paints
 * on each page, in ms: the page's largest text paints with the first paint, in a real browser and
 * in the simulation (docs/benchmarks.md, "Decisions and the measurements behind them").
 */
export const LCP_AFTER_FCP_BUDGET_MS = 150;

/** Budget: what the site's first-load JavaScript (gzip) may add to the floor's, measured in the same run. */
export const JS_ABOVE_FLOOR_BUDGET_BYTES = 3 * 1024;

/** The median of `values`. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (site, floor) => (floor > 0 ? site / floor : site > 0 ? Infinity : 1);
const times = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : 'inf (floor 0)');
const spread = (tbtMs) => `${Math.min(...tbtMs).toFixed(0)}-${Math.max(...tbtMs).toFixed(0)} ms`;

/**
 * Table rows (per page: the site, the floor, site/floor, then the floor's copy and copy/floor, the
 * spread of two identical builds, reported, not budgeted) and the budgets the site breaks: TBT
 * median at most `TBT_BUDGET_MS`, performance score median at least the floor's, LCP median at
 * most `LCP_AFTER_FCP_BUDGET_MS` after FCP, first-load JavaScript at most `jsBudgetBytes` and at
 * most `JS_ABOVE_FLOOR_BUDGET_BYTES` above the floor's. The traced loads' medians (blocking time, total blocking time
 * and layout) are reported beside them, not budgeted: the issue's budget is Lighthouse's.
 * @param {import('./floorComparison.d.mts').FloorResults} results
 * @param {number} jsBudgetBytes
 */
export function compareWithFloor(results, jsBudgetBytes) {
  const rows = [];
  const broken = [];
  for (const [page, { floorCopy, ...builds }] of Object.entries(results)) {
    const summary = {};
    for (const [build, { jsBytes, tbtMs, scores, lcpAfterFcpMs, traced }] of Object.entries(builds)) {
      summary[build] = {
        jsBytes,
        tbt: median(tbtMs),
        score: median(scores),
        lcpAfterFcp: median(lcpAfterFcpMs),
        blocking: median(traced.map(({ blockingMs }) => blockingMs)),
        tracedTbt: median(traced.map(({ tbtMs }) => tbtMs)),
        layout: median(traced.map(({ layoutMs }) => layoutMs)),
      };
      rows.push({
        page,
        build,
        'TBT median': `${summary[build].tbt.toFixed(0)} ms`,
        'TBT min-max': spread(tbtMs),
        'score median': String(summary[build].score),
        'LCP - FCP median': `${summary[build].lcpAfterFcp.toFixed(0)} ms`,
        'traced blocking': `${summary[build].blocking.toFixed(0)} ms`,
        'traced TBT': `${summary[build].tracedTbt.toFixed(0)} ms`,
        'traced layout': `${summary[build].layout.toFixed(1)} ms`,
        'first-load JS': kb(jsBytes),
      });
    }
    const { site, floor } = summary;
    const tbtOver = site.tbt > TBT_BUDGET_MS;
    const scoreUnder = site.score < floor.score;
    const lcpOver = site.lcpAfterFcp > LCP_AFTER_FCP_BUDGET_MS;
    const jsOver = site.jsBytes > jsBudgetBytes;
    const jsAboveFloor = site.jsBytes - floor.jsBytes;
    const jsAboveFloorOver = jsAboveFloor > JS_ABOVE_FLOOR_BUDGET_BYTES;
    if (tbtOver) broken.push(`${page}: TBT median ${site.tbt.toFixed(0)} ms > ${TBT_BUDGET_MS} ms`);
    if (scoreUnder) broken.push(`${page}: performance score median ${site.score} < the floor's ${floor.score}`);
    if (lcpOver)
      broken.push(`${page}: LCP median ${site.lcpAfterFcp.toFixed(0)} ms after FCP > ${LCP_AFTER_FCP_BUDGET_MS} ms`);
    if (jsOver) broken.push(`${page}: first-load JS ${kb(site.jsBytes)} > ${kb(jsBudgetBytes)}`);
    if (jsAboveFloorOver)
      broken.push(`${page}: first-load JS ${kb(jsAboveFloor)} above the floor's > ${kb(JS_ABOVE_FLOOR_BUDGET_BYTES)}`);
    rows.push({
      page,
      build: 'site/floor',
      'TBT median': `${times(ratio(site.tbt, floor.tbt))}${tbtOver ? ' OVER' : ''}`,
      'TBT min-max': '',
      'score median': `${ratio(site.score, floor.score).toFixed(2)}${scoreUnder ? ' UNDER' : ''}`,
      'LCP - FCP median': lcpOver ? 'OVER' : '',
      'traced blocking': times(ratio(site.blocking, floor.blocking)),
      'traced TBT': times(ratio(site.tracedTbt, floor.tracedTbt)),
      'traced layout': times(ratio(site.layout, floor.layout)),
      'first-load JS': `+${kb(jsAboveFloor)}${jsOver || jsAboveFloorOver ? ' OVER' : ''}`,
    });
    const copy = { tbt: median(floorCopy.tbtMs), score: median(floorCopy.scores) };
    const lighthouseOnly = {
      'LCP - FCP median': '',
      'traced blocking': '',
      'traced TBT': '',
      'traced layout': '',
      'first-load JS': '',
    };
    rows.push({
      page,
      build: 'floor copy',
      'TBT median': `${copy.tbt.toFixed(0)} ms`,
      'TBT min-max': spread(floorCopy.tbtMs),
      'score median': String(copy.score),
      ...lighthouseOnly,
    });
    rows.push({
      page,
      build: 'copy/floor',
      'TBT median': times(ratio(copy.tbt, floor.tbt)),
      'TBT min-max': '',
      'score median': ratio(copy.score, floor.score).toFixed(2),
      ...lighthouseOnly,
    });
  }
  return { rows, broken };
}
