import { compareWithFloor, type BuildMeasurements } from './floorComparison.mjs';

const traced = [{ blockingMs: 40, tbtMs: 0, layoutMs: 30 }];
const build = (tbtMs: number[], scores: number[], jsBytes = 65 * 1024): BuildMeasurements => ({
  jsBytes,
  tbtMs,
  scores,
  traced,
});
const JS_BUDGET = 70 * 1024;

test('judges the site against the floor and reports, unbudgeted, the floor against its copy', () => {
  const { rows, broken } = compareWithFloor(
    {
      '/wants': {
        site: build([6, 0, 30], [100, 100, 99]),
        floor: build([5, 10, 0], [100, 100, 100]),
        floorCopy: { tbtMs: [9, 40, 0], scores: [100, 99, 100] },
      },
    },
    JS_BUDGET,
  );
  expect(rows.map((row) => [row.build, row['TBT median'], row['score median']])).toEqual([
    ['site', '6 ms', '100'],
    ['floor', '5 ms', '100'],
    ['site/floor', '1.20x', '1.00'],
    ['floor copy', '9 ms', '100'],
    ['copy/floor', '1.80x', '1.00'],
  ]);
  expect(rows[3]['TBT min-max']).toBe('0-40 ms');
  // The copy's 1.80x breaks nothing: only the site is budgeted.
  expect(broken).toEqual([]);
});

test('names each budget the site breaks on a page', () => {
  const { broken } = compareWithFloor(
    {
      '/': {
        site: build([30, 31, 29], [99, 99, 100], 71 * 1024),
        floor: build([10, 10, 10], [100, 100, 100]),
        floorCopy: { tbtMs: [10], scores: [100] },
      },
    },
    JS_BUDGET,
  );
  expect(broken).toEqual([
    "/: TBT median 3.00x the floor's (budget 1.2x)",
    "/: performance score median 99 < the floor's 100",
    '/: first-load JS 71.0 KB > 70.0 KB',
  ]);
});
