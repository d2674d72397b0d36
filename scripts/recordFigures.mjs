// Writes the figures the scripts measure into the docs, between markers, so no figure is copied by
// hand and two places cannot disagree: `npm run bench` and `npm run bench:scale` write theirs into
// docs/benchmarks.md, `bash scripts/test-all.sh` its duration and test counts into README.md.
// Run as a script by test-all.sh: `node scripts/recordFigures.mjs tests <seconds> <log file>`.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The file each block of figures is written to, relative to the project, by the block's name. */
export const FIGURE_BLOCKS = {
  bench: 'docs/benchmarks.md',
  'bench-scale': 'docs/benchmarks.md',
  'bench-scale-full': 'docs/benchmarks.md',
  'bench-scale-wide': 'docs/benchmarks.md',
  'bench-scale-nested': 'docs/benchmarks.md',
  'bench-scale-sets': 'docs/benchmarks.md',
  tests: 'README.md',
};

/** The two comment lines that enclose block `name`. @param {string} name */
export function markersOf(name) {
  return { start: `<!-- ${name}:start -->`, end: `<!-- ${name}:end -->` };
}

/**
 * `text` with what lies between the markers of block `name` replaced by `content`; throws, naming
 * `file` and the marker, when the markers are missing, repeated or out of order.
 * @param {string} text @param {string} file @param {string} name @param {string} content
 */
export function replaceBetweenMarkers(text, file, name, content) {
  const { start, end } = markersOf(name);
  const fix = `put the two lines ${start} and ${end}, in that order, where these figures go`;
  for (const marker of [start, end]) {
    const first = text.indexOf(marker);
    if (first === -1) throw new Error(`${file}: marker ${marker} not found; ${fix}.`);
    if (text.indexOf(marker, first + 1) !== -1) throw new Error(`${file}: marker ${marker} appears twice; ${fix}.`);
  }
  const from = text.indexOf(start) + start.length;
  const to = text.indexOf(end);
  if (to < from) throw new Error(`${file}: marker ${end} comes before ${start}; ${fix}.`);
  return `${text.slice(0, from)}\n\n${content.trim()}\n\n${text.slice(to)}`;
}

/**
 * A Markdown table laid out as Prettier lays it out (cells padded to their column's width), so
 * that `npm run lint`'s format check passes on a file the scripts wrote.
 * @param {string[]} header @param {string[][]} rows
 */
export function markdownTable(header, rows) {
  const widths = header.map((cell, column) => Math.max(3, cell.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (value) => `${value.toFixed(1)} s`;
const count = (value) => value.toLocaleString('en-US');
const gb = (bytes) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;
/**
 * The date and the machine a run was on, said with each block.
 * @param {{ date: Date, cores?: number }} run `cores` defaults to this machine's
 */
const runOn = ({ date, cores = os.cpus().length }) => `${date.toISOString().slice(0, 10)}, on ${cores} cores`;

/**
 * The block `npm run bench` writes.
 * @param {{ date: Date, cores?: number, docJs: { site: number, floor: number }, html: Array<{ route: string, bytes: number }>,
 *   css: number, cls: number, lighthouse: Record<string, number>, lcpAfterFcpMs: number, monitoring: number, searchOpen: number, keystrokeP95Ms: number,
 *   buildSeconds: number, floorBuildSeconds: number,
 *   develop: Record<'fresh' | 'warm', { site: number, floor: number }> & { editSeconds: number },
 *   budget: string }} figures
 */
export function benchBlock(figures) {
  const { docJs } = figures;
  const difference = docJs.site - docJs.floor;
  const rows = [
    [
      'First-load JavaScript of a doc page, gzip (the largest)',
      `${kb(docJs.site)} (floor ${kb(docJs.floor)}, ${difference < 0 ? '-' : '+'}${kb(Math.abs(difference))})`,
    ],
    ['HTML, gzip', figures.html.map(({ route, bytes }) => `\`${route}\` ${kb(bytes)}`).join(', ')],
    ['Stylesheet, gzip (loaded once)', kb(figures.css)],
    ['Cumulative layout shift (the largest)', String(figures.cls)],
    [
      'Lighthouse mobile, the lowest page: performance, accessibility, best practices, SEO (not-found page: noindex)',
      Object.values(figures.lighthouse).join(', '),
    ],
    [
      'Largest contentful paint after the first contentful paint (Lighthouse, median of the rounds, the latest page)',
      `${figures.lcpAfterFcpMs.toFixed(0)} ms`,
    ],
    ['What a Sentry DSN adds to the first load, gzip', kb(figures.monitoring)],
    ['Opening search, gzip', kb(figures.searchOpen)],
    ['Search keystroke p95 in Chromium (3,000-page synthetic corpus)', `${figures.keystrokeP95Ms.toFixed(0)} ms`],
    ['Build time, cold', `${seconds(figures.buildSeconds)} (floor ${seconds(figures.floorBuildSeconds)})`],
    [
      '`npm run develop` to `/wants` painted, fresh / warm',
      `${seconds(figures.develop.fresh.site)} / ${seconds(figures.develop.warm.site)} ` +
        `(floor ${seconds(figures.develop.fresh.floor)} / ${seconds(figures.develop.warm.floor)})`,
    ],
    [
      '`npm run develop`: a saved edit on screen in the open page (median)',
      `${figures.develop.editSeconds.toFixed(2)} s`,
    ],
    ['Budgets', figures.budget],
  ];
  return `Last \`npm run bench\`, ${runOn(figures)}:\n\n${markdownTable(['Figure', 'Value'], rows)}`;
}

/**
 * The block `npm run bench:scale` writes for one sidebar (fixed, full, wide or nested).
 * The cold build and the rebuild are followed by Gatsby's floor's (the bare stack building the same
 * doc pages) when the row has them.
 * @param {{ date: Date, cores?: number, command: string, rows: Array<{ docs: number, coldSeconds: number,
 *   floorColdSeconds?: number, peakRssBytes: number, peakProcessRssBytes: number, rebuildSeconds: number,
 *   floorRebuildSeconds?: number, outputBytes: number, htmlRaw: number, htmlGzip: number,
 *   pageDataRaw: number, keystrokeP95Ms?: number }>,
 *   pageDataGrowth?: number, targets: string }} figures
 */
export function scaleBlock(figures) {
  const header = [
    'Docs',
    "Cold build (Gatsby's floor)",
    'Peak memory (largest process)',
    "Rebuild after one edit (Gatsby's floor)",
    'public/',
    'HTML per doc page (gzip)',
    'Page data per doc page, raw',
    'Search keystroke p95',
  ];
  const withFloor = (value, floor) =>
    floor === undefined ? seconds(value) : `${seconds(value)} (floor ${seconds(floor)})`;
  const rows = figures.rows.map((row) => [
    count(row.docs),
    withFloor(row.coldSeconds, row.floorColdSeconds),
    `${gb(row.peakRssBytes)} (${gb(row.peakProcessRssBytes)})`,
    withFloor(row.rebuildSeconds, row.floorRebuildSeconds),
    `${(row.outputBytes / 1024 ** 2).toFixed(0)} MB`,
    `${kb(row.htmlRaw)} (${kb(row.htmlGzip)})`,
    kb(row.pageDataRaw),
    row.keystrokeP95Ms === undefined ? 'not measured' : `${row.keystrokeP95Ms.toFixed(1)} ms`,
  ]);
  const growth =
    figures.pageDataGrowth === undefined
      ? ''
      : `\n\nPage data per doc page, 3,000 against 300 docs: ${(figures.pageDataGrowth * 100).toFixed(1)} %.`;
  return (
    `Last \`${figures.command}\`, ${runOn(figures)}; targets: ${figures.targets}.\n\n` +
    `${markdownTable(header, rows)}${growth}`
  );
}

/**
 * The README's line on how long the tests take.
 * @param {{ date: Date, cores?: number, seconds: number, unitTests: number, unitSuites: number, browserTests: number }} figures
 */
export function testsBlock(figures) {
  const total = Math.round(figures.seconds);
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return (
    `The last full run of \`bash scripts/test-all.sh\` (${runOn(figures)}) took ${minutes} min ${rest} s: ` +
    `${count(figures.unitTests)} unit tests in ${count(figures.unitSuites)} suites, then ${count(figures.browserTests)} browser tests.`
  );
}

/**
 * The test counts of a run's log: jest's "Test Suites: ... N total" and the closing lines of the
 * summary reporters (jest/summaryReporter.js, e2e/summaryReporter.ts). Throws naming what is missing.
 * @param {string} log
 */
export function testCountsOf(log) {
  const find = (pattern, what) => {
    const match = log.match(pattern);
    if (!match) throw new Error(`recordFigures: the test log holds no ${what}; were the tests run to the end?`);
    return Number(match[1]);
  };
  return {
    unitTests: find(/^unit: (\d+) passed/m, '"unit: N passed" line (jest/summaryReporter.js)'),
    unitSuites: find(/^Test Suites: .*?(\d+) total/m, `"Test Suites: ... N total" line (jest)`),
    browserTests: find(/^browser: (\d+) passed/m, '"browser: N passed" line (e2e/summaryReporter.ts)'),
  };
}

/**
 * Writes `content` between the markers of block `name` in its file (FIGURE_BLOCKS) under `root`.
 * @param {keyof typeof FIGURE_BLOCKS} name @param {string} content @param {string} [root]
 */
export function recordFigures(name, content, root = process.cwd()) {
  const file = FIGURE_BLOCKS[name];
  const fullPath = path.join(root, file);
  writeFileSync(fullPath, replaceBetweenMarkers(readFileSync(fullPath, 'utf8'), file, name, content));
  console.log(`Figures written to ${file} (${name}).`);
}

// Run as a script by scripts/test-all.sh once every test has passed.
if (process.argv[1]?.endsWith('recordFigures.mjs')) {
  const [kind, elapsed, logFile] = process.argv.slice(2);
  if (kind !== 'tests' || !Number.isFinite(Number(elapsed)) || !logFile) {
    console.error('Usage: node scripts/recordFigures.mjs tests <seconds> <log file of npm test>');
    process.exit(2);
  }
  const counts = testCountsOf(readFileSync(logFile, 'utf8'));
  recordFigures('tests', testsBlock({ date: new Date(), seconds: Number(elapsed), ...counts }));
}
