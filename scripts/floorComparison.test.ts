import { compareWithFloor, type BuildMeasurements } from './floorComparison.mjs';

const traced = [{ blockingMs: 40, tbtMs: 0, layoutMs: 30 }];
const build = (
  tbtMs: number[],
  scores: number[],
  jsBytes = 65 * 1024,
  lcpAfterFcpMs = [0, 75, 150],
): BuildMeasurements => ({
  jsBytes,
  tbtMs,
  scores,
  lcpAfterFcpMs,
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
        site: build([60, 61, 29], [99, 99, 100], 71 * 1024, [151, 0, 450]),
        floor: build([10, 10, 10], [100, 100, 100], 67.5 * 1024),
        floorCopy: { tbtMs: [10], scores: [100] },
      },
    },
    JS_BUDGET,
  );
  expect(broken).toEqual([
    '/: TBT median 60 ms > 50 ms',
    "/: performance score median 99 < the floor's 100",
    '/: LCP median 151 ms after FCP > 150 ms',
    '/: first-load JS 71.0 KB > 70.0 KB',
    "/: first-load JS 3.5 KB above the floor's > 3.0 KB",
  ]);
});

test('holds the site to its own figures, not to the floor: a floor with no TBT or LCP gap breaks nothing', () => {
  const { rows, broken } = compareWithFloor(
    {
      '/wants': {
        site: build([50, 12, 49], [100, 100, 100], 68 * 1024, [150, 10, 200]),
        floor: build([0, 0, 0], [100, 100, 100], 65 * 1024, [0, 0, 0]),
        floorCopy: { tbtMs: [0], scores: [100] },
      },
    },
    JS_BUDGET,
  );
  expect(broken).toEqual([]);
  expect(rows.map((row) => [row.build, row['LCP - FCP median'], row['first-load JS']]).slice(0, 3)).toEqual([
    ['site', '150 ms', '68.0 KB'],
    ['floor', '0 ms', '65.0 KB'],
    ['site/floor', '', '+3.0 KB'],
  ]);
});
