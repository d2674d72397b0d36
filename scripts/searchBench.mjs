// Search figures for `npm run bench`: what opening search downloads on the real site, and how the
// index scales on a synthetic corpus (index size, load time, time per keystroke).
import { register } from 'node:module';
import { gzipSync } from 'node:zlib';
import { syntheticCorpus } from './searchCorpus.mjs';

register('./tsLoader.mjs', import.meta.url);
const { buildSearchIndex } = await import('../src/lib/search/buildIndex.ts');
const { loadSearchEngine } = await import('../src/lib/search/engine.ts');

/** Budgets of issue 4. */
export const SEARCH_OPEN_BUDGET_BYTES = 30 * 1024;
export const KEYSTROKE_MEDIAN_BUDGET_MS = 10;

/** What readers type, one letter at a time: words of the docs, a typo, several words. */
const TYPED_QUERIES = ['ceiling', 'catalogue', 'catalouge', 'condition scale', 'duplicates for trade', 'priority'];

/** Ranks in the synthetic vocabulary of further words typed: common, frequent and rare ones. */
const TYPED_RANKS = [120, 400, 2000];

const gzipSize = (data) => gzipSync(data, { level: 9 }).length;
const median = (values) => percentile(values, 0.5);
function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

/**
 * Opens the search dialog on `url` (after the page has loaded) and returns what that downloads:
 * each response's path and gzip size.
 * @param {import('playwright-core').Browser} browser
 */
export async function measureSearchOpen(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const pending = [];
  page.on('response', (response) =>
    pending.push(response.body().then((body) => ({ path: new URL(response.url()).pathname, gzip: gzipSize(body) }))),
  );
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search the docs' }).waitFor();
  await page.waitForLoadState('networkidle');
  const responses = await Promise.all(pending);
  await context.close();
  return responses;
}

/** Time of each call of `run`, in milliseconds. */
function timed(run) {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/**
 * Builds the index of `pageCount` synthetic pages, then measures its size, the time to load it
 * (JSON.parse and MiniSearch's loadJS, as the browser does) and the search time of every
 * keystroke while typing `TYPED_QUERIES` and words of `TYPED_RANKS`. Runs in Node, on the V8 engine Chromium uses.
 */
export function benchSearchCorpus(pageCount) {
  const { pages, vocabulary } = syntheticCorpus(pageCount);
  const words = pages.reduce(
    (count, page) => count + page.sections.reduce((sum, section) => sum + section.text.split(/\s+/).length, 0),
    0,
  );
  let json = '';
  const buildMs = timed(() => (json = JSON.stringify(buildSearchIndex(pages, []))));
  const sections = JSON.parse(json).index.documentCount;

  let engine;
  const loadTimes = Array.from({ length: 3 }, () => timed(() => (engine = loadSearchEngine(JSON.parse(json)))));
  const typed = [...TYPED_QUERIES, ...TYPED_RANKS.map((rank) => vocabulary[rank])];
  const keystrokes = typed.flatMap((query) => [...query].map((_, index) => query.slice(0, index + 1)));
  keystrokes.forEach((input) => engine.search(input)); // warm the JIT up, as a reader's first searches would
  const keystrokeTimes = keystrokes.map((input) => timed(() => engine.search(input)));
  return {
    pages: pageCount,
    sections,
    words,
    buildMs,
    rawBytes: Buffer.byteLength(json),
    gzipBytes: gzipSize(json),
    loadMs: median(loadTimes),
    keystrokes: keystrokes.length,
    keystrokeMedianMs: median(keystrokeTimes),
    keystrokeP95Ms: percentile(keystrokeTimes, 0.95),
    keystrokeMaxMs: Math.max(...keystrokeTimes),
  };
}
