/** @jest-environment node */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  FIGURE_BLOCKS,
  benchBlock,
  scaleBlock,
  markdownTable,
  markersOf,
  recordFigures,
  replaceBetweenMarkers,
  testCountsOf,
  testsBlock,
} from './recordFigures.mjs';

const page = ['# Benchmarks', '', '<!-- bench:start -->', 'old figures', '<!-- bench:end -->', '', 'After.', ''].join(
  '\n',
);

test('replaces what lies between the markers and keeps the rest of the file', () => {
  expect(replaceBetweenMarkers(page, 'docs/benchmarks.md', 'bench', 'new figures\n')).toBe(
    ['# Benchmarks', '', '<!-- bench:start -->', '', 'new figures', '', '<!-- bench:end -->', '', 'After.', ''].join(
      '\n',
    ),
  );
});

test('writing the same figures twice changes nothing more', () => {
  const once = replaceBetweenMarkers(page, 'docs/benchmarks.md', 'bench', 'new figures');
  expect(replaceBetweenMarkers(once, 'docs/benchmarks.md', 'bench', 'new figures')).toBe(once);
});

test('a missing, repeated or misplaced marker is an error naming the file, the marker and the fix', () => {
  expect(() =>
    replaceBetweenMarkers('# Benchmarks\n', 'docs/benchmarks.md', 'bench-scale', 'x'),
  ).toThrowErrorMatchingInlineSnapshot(
    `"docs/benchmarks.md: marker <!-- bench-scale:start --> not found; put the two lines <!-- bench-scale:start --> and <!-- bench-scale:end -->, in that order, where these figures go."`,
  );
  expect(() => replaceBetweenMarkers('<!-- tests:start -->\n', 'README.md', 'tests', 'x')).toThrow(
    'README.md: marker <!-- tests:end --> not found',
  );
  expect(() =>
    replaceBetweenMarkers('<!-- tests:start -->\n<!-- tests:start -->\n<!-- tests:end -->', 'README.md', 'tests', 'x'),
  ).toThrow('README.md: marker <!-- tests:start --> appears twice');
  expect(() => replaceBetweenMarkers('<!-- tests:end -->\n<!-- tests:start -->', 'README.md', 'tests', 'x')).toThrow(
    'README.md: marker <!-- tests:end --> comes before <!-- tests:start -->',
  );
});

test('recordFigures writes the block into its file and names the file when its marker is missing', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'record-figures-'));
  try {
    mkdirSync(path.join(root, 'docs'));
    writeFileSync(path.join(root, 'docs/benchmarks.md'), page);
    writeFileSync(path.join(root, 'README.md'), '# Trove\n');
    jest.spyOn(console, 'log').mockImplementation(() => {});
    recordFigures('bench', 'measured', root);
    expect(readFileSync(path.join(root, 'docs/benchmarks.md'), 'utf8')).toContain(
      '<!-- bench:start -->\n\nmeasured\n\n<!-- bench:end -->',
    );
    expect(() => recordFigures('tests', 'measured', root)).toThrow('README.md: marker <!-- tests:start --> not found');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('the project holds the markers of every block the scripts write, each once', () => {
  for (const [name, file] of Object.entries(FIGURE_BLOCKS)) {
    const text = readFileSync(path.join(__dirname, '..', file), 'utf8');
    expect(() => replaceBetweenMarkers(text, file, name, 'x')).not.toThrow();
    expect(text.split(markersOf(name).start)).toHaveLength(2);
  }
});

test('tables are padded as Prettier pads them', () => {
  expect(
    markdownTable(
      ['Docs', 'Cold build'],
      [
        ['3', '28.7 s'],
        ['3,000', '85.6 s'],
      ],
    ),
  ).toBe(
    ['| Docs  | Cold build |', '| ----- | ---------- |', '| 3     | 28.7 s     |', '| 3,000 | 85.6 s     |'].join('\n'),
  );
});

test('reads the test counts from the log of npm test, and says which line is missing', () => {
  const log = [
    'Test Suites: 201 passed, 201 total',
    'Tests:       1377 passed, 1377 total',
    'unit: 1377 passed, 0 failed, 0 skipped',
    'browser: 254 passed, 0 failed, 0 skipped',
  ].join('\n');
  expect(testCountsOf(log)).toEqual({ unitTests: 1377, unitSuites: 201, browserTests: 254 });
  expect(() => testCountsOf('unit: 3 passed, 0 failed, 0 skipped\nTest Suites: 1 passed, 1 total')).toThrow(
    '"browser: N passed" line',
  );
  expect(
    testsBlock({ date: new Date('2026-11-29T12:00:00Z'), cores: 2, seconds: 1226, ...testCountsOf(log) }),
  ).toMatchInlineSnapshot(
    `"The last full run of \`bash scripts/test-all.sh\` (2026-11-29, on 2 cores) took 20 min 26 s: 1,377 unit tests in 201 suites, then 254 browser tests."`,
  );
});

test("the bench's block says each figure with its unit, the four Lighthouse scores in order", () => {
  const block = benchBlock({
    date: new Date('2026-11-29T12:00:00Z'),
    cores: 2,
    docJs: { site: 71_066, floor: 66_662 },
    html: [
      { route: '/', bytes: 9011 },
      { route: '/wants', bytes: 10_650 },
    ],
    css: 6042,
    cls: 0,
    lighthouse: { performance: 100, accessibility: 100, 'best-practices': 96, seo: 100 },
    lcpAfterFcpMs: 212.4,
    monitoring: 33_178,
    searchOpen: 16_896,
    keystrokeP95Ms: 30.2,
    buildSeconds: 10.24,
    floorBuildSeconds: 14.9,
    develop: { fresh: { site: 23.6, floor: 21.5 }, warm: { site: 18.04, floor: 12.3 }, editSeconds: 0.734 },
    budget: 'all met',
  });
  expect(block).toMatch(/^Last `npm run bench`, 2026-11-29, on 2 cores:/);
  expect(block).toContain('| 69.4 KB (floor 65.1 KB, +4.3 KB)');
  expect(block).toContain('`/` 8.8 KB, `/wants` 10.4 KB');
  expect(block).toMatch(/best practices, SEO \(not-found page: noindex\) +\| 100, 100, 96, 100 +\|/);
  expect(block).toMatch(/after the first contentful paint .*\| 212 ms +\|/);
  expect(block).toContain('| 10.2 s (floor 14.9 s)');
  expect(block).toContain('| 23.6 s / 18.0 s (floor 21.5 s / 12.3 s)');
  expect(block).toMatch(/a saved edit on screen in the open page \(median\) +\| 0\.73 s +\|/);
});

/** A row of the scale bench's block: 3,000 docs, with the floor's builds. */
const row3000 = {
  docs: 3000,
  coldSeconds: 85.64,
  floorColdSeconds: 31.25,
  floorRebuildSeconds: 14.04,
  peakRssBytes: 2.12 * 1024 ** 3,
  peakProcessRssBytes: 1.5 * 1024 ** 3,
  rebuildSeconds: 22.4,
  outputBytes: 297 * 1024 ** 2,
  htmlRaw: 56 * 1024,
  htmlGzip: 9.8 * 1024,
  pageDataRaw: 32 * 1024,
};

test("the scale bench's block gives each size's row, memory of the tree and of its largest process, the floor when built", () => {
  const block = scaleBlock({
    date: new Date('2026-11-29T12:00:00Z'),
    cores: 2,
    command: 'npm run bench:scale -- --pages 3000 --sidebar nested',
    rows: [
      {
        ...row3000,
        docs: 300,
        floorColdSeconds: undefined,
        floorRebuildSeconds: undefined,
        coldSeconds: 40.04,
        peakRssBytes: 1024 ** 3,
        peakProcessRssBytes: 0.5 * 1024 ** 3,
        rebuildSeconds: 12,
      },
      row3000,
    ],
    targets: '3,000 docs: cold build 90 s (met)',
  });
  expect(block).toMatch(
    /^Last `npm run bench:scale -- --pages 3000 --sidebar nested`, 2026-11-29, on 2 cores; targets: /,
  );
  expect(block).toMatch(/\| 300 +\| 40\.0 s +\| 1\.00 GB \(0\.50 GB\) +\| 12\.0 s +\|/);
  expect(block).toMatch(
    /\| 3,000 +\| 85\.6 s \(floor 31\.3 s\) +\| 2\.12 GB \(1\.50 GB\) +\| 22\.4 s \(floor 14\.0 s\) +\| 297 MB +\| 56\.0 KB \(9\.8 KB\) +\| 32\.0 KB +\| not measured +\|/,
  );
});
