// The site against Gatsby's floor, judged: the table `npm run bench` prints from the measurements
// of scripts/floorBench.mjs, and the budgets the site breaks.

/** Budget: the site's median TBT on each page at most this multiple of the floor's. */
export const TBT_FLOOR_RATIO_BUDGET = 1.2;

const median = (values) => {
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
 * median at most 1.2x the floor's, performance score median at least the floor's, first-load
 * JavaScript at most `jsBudgetBytes`. The traced loads' medians (blocking time, total blocking time
 * and layout) are reported beside them, not budgeted: the issue's budget is Lighthouse's.
 * @param {import('./floorComparison.d.mts').FloorResults} results
 * @param {number} jsBudgetBytes
 */
export function compareWithFloor(results, jsBudgetBytes) {
  const rows = [];
  const broken = [];
  for (const [page, { floorCopy, ...builds }] of Object.entries(results)) {
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
        'TBT min-max': spread(tbtMs),
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
    const copy = { tbt: median(floorCopy.tbtMs), score: median(floorCopy.scores) };
    const lighthouseOnly = { 'traced blocking': '', 'traced TBT': '', 'traced layout': '', 'first-load JS': '' };
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
