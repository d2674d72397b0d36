// Search figures for `npm run bench`: what opening search downloads on the real site, and how the
// split index does on a synthetic corpus: its size, build time and time per keystroke in the engine
// (Node), then, in Chromium against the built site serving that index, what opening search and
// typing a word download, how long each keystroke takes to show results and the longest
// main-thread task meanwhile (`measureSearchInBrowser`, also used by the scale benchmark).
import { createHash } from 'node:crypto';
import { register } from 'node:module';
import { gzipSync } from 'node:zlib';
import { openPipePage } from './cdpPipe.mjs';
import { SEARCH_ASSET_PATTERN } from './firstLoad.mjs';
import { syntheticCorpus } from './searchCorpus.mjs';

/** Budgets: opening search on this site; on 3,000 pages, opening and a one-word query's results, and a keystroke. */
export const SEARCH_OPEN_BUDGET_BYTES = 30 * 1024;
export const SEARCH_FIRST_RESULTS_BUDGET_BYTES = 300 * 1024;
export const KEYSTROKE_P95_BUDGET_MS = 50;

/** What readers type, one letter at a time: words of the docs, a typo, several words. */
export const TYPED_QUERIES = [
  'ceiling',
  'catalogue',
  'catalouge',
  'condition scale',
  'duplicates for trade',
  'priority',
];

/** Ranks in the synthetic vocabulary of further words typed: common, frequent and rare ones. */
export const TYPED_RANKS = [120, 400, 2000];

const gzipSize = (data) => gzipSync(data, { level: 9 }).length;
const hash = (content) => createHash('sha256').update(content).digest('hex').slice(0, 12);
const median = (values) => percentile(values, 0.5);
export function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

let modules;
/** The site's TypeScript modules the engine figures need, loaded on first use so importing this file has no side effect. */
function searchModules() {
  if (!modules) {
    register('./tsLoader.mjs', import.meta.url);
    modules = Promise.all([
      import('../src/lib/search/searchFiles.ts'),
      import('../src/lib/search/engine.ts'),
      import('../src/lib/search/manifest.ts'),
      import('../src/node/search/searchIndex.ts'),
    ]).then(([{ buildSearchFiles }, { openSearchEngine }, { MANIFEST_FILE }, { writeSearchFiles }]) => ({
      buildSearchFiles,
      openSearchEngine,
      MANIFEST_FILE,
      writeSearchFiles,
    }));
  }
  return modules;
}

/** Writes search files (as `benchSearchCorpus` returns them) into `dir`, as the build does. */
export async function writeSearchFiles(dir, files) {
  await (await searchModules()).writeSearchFiles(dir, files);
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

/**
 * Installed in the page: each input event of the search box with the time its results were
 * rendered, long tasks, and `rendered(count)`, which resolves once the input numbered `count` has
 * its results in the page.
 */
function recordKeystrokes() {
  const record = { inputs: [], longTasks: [], waiting: new Map() };
  window.__searchBench = record;
  performance.setResourceTimingBufferSize(100_000);
  record.rendered = (count) =>
    new Promise((resolve, reject) => {
      if (record.inputs[count]?.rendered !== undefined) return resolve(undefined);
      const timer = setTimeout(
        () => reject(new Error(`No results shown for "${record.inputs[count]?.value}" in 30 s`)),
        30_000,
      );
      record.waiting.set(count, () => {
        clearTimeout(timer);
        record.waiting.delete(count);
        resolve(undefined);
      });
    });
  document.addEventListener(
    'input',
    (event) => {
      if (event.target.getAttribute?.('role') === 'combobox')
        record.inputs.push({ value: event.target.value, at: event.timeStamp });
    },
    true,
  );
  // The dialog is aria-busy from an input until the results of the newest input are in the page.
  new MutationObserver(() => {
    const last = record.inputs.at(-1);
    const busy = document.querySelector('[aria-busy]')?.getAttribute('aria-busy');
    const value = document.querySelector('[role="combobox"]')?.value;
    if (last && last.rendered === undefined && busy === 'false' && value === last.value) {
      last.rendered = performance.now();
      record.waiting.get(record.inputs.length - 1)?.();
    }
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  new PerformanceObserver((list) => record.longTasks.push(...list.getEntries().map((entry) => entry.duration))).observe(
    {
      type: 'longtask',
    },
  );
}

/** In the page or a worker: what it has downloaded, as `[address, start time on the shared clock]`. */
const RESOURCES = `performance.getEntriesByType('resource').map((entry) => [entry.name, performance.timeOrigin + entry.startTime])`;
/** In the page: resolves once `test` (an expression) holds, checking every 20 ms for at most 30 s. */
const until = (test, what) => `new Promise((resolve, reject) => {
  const started = performance.now();
  const check = () => (${test}) ? resolve(undefined)
    : performance.now() - started > 30_000 ? reject(new Error(${JSON.stringify(`${what}: not within 30 s`)}))
    : setTimeout(check, 20);
  check();
})`;
/** In the page: empties the search box as a reader deleting its text would, with an input event. */
const EMPTY_SEARCH_BOX = `{
  const box = document.querySelector('[role="combobox"]');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(box, '');
  box.dispatchEvent(new Event('input', { bubbles: true }));
}`;

/** Resolves once neither the page nor its workers have finished a download for `quietMs`. */
async function downloadsSettled(page, quietMs = 500) {
  const count = async () =>
    [await page.evaluate(RESOURCES), ...(await page.evaluateInWorkers(RESOURCES))].reduce(
      (total, entries) => total + entries.length,
      0,
    );
  let last = await count();
  let quietSince = performance.now();
  while (performance.now() - quietSince < quietMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await count();
    if (now !== last) [last, quietSince] = [now, performance.now()];
  }
}

/**
 * Opens search on `${baseUrl}${path}` (a locale's main page, `/ar/`: its own index) in a fresh browser context of `browser` (scripts/cdpPipe.mjs:
 * Playwright's instrumentation of every request would be part of the times), then types each of
 * `queries` (a query may have several words) one letter at a time with key presses into the
 * emptied field, each letter once the previous one's results are shown. Returns the gzip bytes of
 * search's code and index files downloaded to open search (`openBytes`) and in all until the first
 * query's results are shown (`firstResultsBytes`, opening included); what else the page
 * downloaded while typing (`otherBytes`: Gatsby prefetching the pages of the results in view); the
 * 95th percentile over all keystrokes of the time from input event to its results in the page, and
 * those times (`keystrokesMs`, to pool several measurements); and the longest main-thread task
 * while typing.
 * @param {Awaited<ReturnType<typeof import('./cdpPipe.mjs').launchPipeBrowser>>} browser
 * @param {string} baseUrl
 * @param {string | string[]} queries
 * @param {string} [path]
 * @returns {Promise<{ openBytes: number, firstResultsBytes: number, otherBytes: number, keystrokesMs: number[], keystrokeP95Ms: number, longestTaskMs: number }>}
 */
export async function measureSearchInBrowser(browser, baseUrl, queries, path = '/') {
  const page = await openPipePage(browser, `${baseUrl}${path}`);
  try {
    await page.evaluate(until(`performance.getEntriesByName('onInitialClientRender').length > 0`, 'Hydration'));
    await downloadsSettled(page);
    await page.evaluate(`(${recordKeystrokes})()`);
    const clock = () => page.evaluate('performance.timeOrigin + performance.now()');
    const opened = await clock();
    await page.press('Control+k');
    await page.evaluate(until(`document.activeElement?.getAttribute('role') === 'combobox'`, 'The search box'));
    await downloadsSettled(page);
    const typing = await clock();
    let firstShown;
    for (const query of [queries].flat()) {
      await page.evaluate(EMPTY_SEARCH_BOX);
      for (const character of query) {
        const typed = await page.evaluate('window.__searchBench.inputs.length');
        await page.press(character);
        await page.evaluate(`window.__searchBench.rendered(${typed})`);
      }
      await downloadsSettled(page);
      firstShown ??= await clock();
    }
    // Only the addresses while typing: their bodies are downloaded again afterwards.
    const urls = { open: [], first: [], other: [] };
    const downloads = [await page.evaluate(RESOURCES), ...(await page.evaluateInWorkers(RESOURCES))].flat();
    for (const [url, at] of downloads) {
      if (at < opened) continue;
      if (!SEARCH_ASSET_PATTERN.test(new URL(url).pathname)) urls.other.push(url);
      else if (at < typing) urls.open.push(url);
      else if (at < firstShown) urls.first.push(url);
    }
    const [openBytes, firstBytes, otherBytes] = [
      await gzipBytesOf(urls.open),
      await gzipBytesOf(urls.first),
      await gzipBytesOf(urls.other),
    ];
    const { inputs, longTasks } = await page.evaluate(
      '({ inputs: window.__searchBench.inputs, longTasks: window.__searchBench.longTasks })',
    );
    // The emptying of the field between queries is no keystroke of the reader's.
    const keystrokesMs = inputs
      .filter((keystroke) => keystroke.value !== '')
      .map((keystroke) => keystroke.rendered - keystroke.at);
    return {
      openBytes,
      firstResultsBytes: openBytes + firstBytes,
      otherBytes,
      keystrokesMs,
      keystrokeP95Ms: percentile(keystrokesMs, 0.95),
      longestTaskMs: Math.max(0, ...longTasks),
    };
  } finally {
    await page.close();
  }
}

/** Gzip bytes of the bodies at `urls` (downloaded again, after the measurement); an unanswered one counts 0. */
async function gzipBytesOf(urls) {
  const sizes = await Promise.all(
    urls.map((url) =>
      fetch(url).then(
        async (response) => gzipSize(Buffer.from(await response.arrayBuffer())),
        () => 0,
      ),
    ),
  );
  return sizes.reduce((total, size) => total + size, 0);
}

/** Gzip bytes of each file the engine loaded while `run` ran. */
function loadedBytes(files, loaded, run) {
  const start = loaded.length;
  return run().then(() => loaded.slice(start).reduce((total, path) => total + gzipSize(files.get(path)), 0));
}

/**
 * Builds the split index of `pageCount` synthetic pages and measures it: files and their sizes,
 * the build time, and the engine's time per keystroke (in Node, on the V8 engine Chromium uses)
 * while typing `TYPED_QUERIES` and words of `TYPED_RANKS`, each typed on a fresh engine so the
 * time includes loading and parsing the files a keystroke needs (not their download). Returns the
 * files too, to serve them to a browser, and the words typed.
 */
export async function benchSearchCorpus(pageCount) {
  const { buildSearchFiles, openSearchEngine, MANIFEST_FILE } = await searchModules();
  const { pages, vocabulary } = syntheticCorpus(pageCount);
  const words = pages.reduce(
    (count, page) => count + page.sections.reduce((sum, section) => sum + section.text.split(/\s+/).length, 0),
    0,
  );
  const buildStart = performance.now();
  const files = buildSearchFiles(pages, [], { hash });
  const buildMs = performance.now() - buildStart;
  const manifest = JSON.parse(files.get(MANIFEST_FILE));
  const open = async () => {
    const loaded = [];
    const engine = await openSearchEngine(manifest, async (path) => {
      loaded.push(path);
      return JSON.parse(files.get(path));
    });
    return { engine, loaded };
  };

  const typed = [...TYPED_QUERIES, ...TYPED_RANKS.map((rank) => vocabulary[rank])];
  const keystrokesOf = (query) => [...query].map((_, index) => query.slice(0, index + 1));
  const warm = (await open()).engine;
  for (const input of typed.flatMap(keystrokesOf)) await warm.search(input); // warm the JIT up, as a reader's first searches would
  const keystrokeTimes = [];
  const queryBytes = [];
  for (const query of typed) {
    const { engine, loaded } = await open();
    const bytes = await loadedBytes(files, loaded, async () => {
      for (const input of keystrokesOf(query)) {
        const start = performance.now();
        await engine.search(input);
        keystrokeTimes.push(performance.now() - start);
      }
    });
    queryBytes.push({ query, bytes });
  }

  const sizes = (prefix) =>
    [...files].filter(([path]) => path.startsWith(prefix)).map(([, content]) => gzipSize(content));
  const pageTextFiles = [...files.keys()].filter((path) => path.startsWith('pages.')).length;
  return {
    pages: pageCount,
    sections: JSON.parse(files.get(manifest.stats)).documentCount,
    words,
    files,
    typedWords: typed.filter((query) => !query.includes(' ')),
    buildMs,
    rawBytes: [...files.values()].reduce((total, content) => total + content.length, 0),
    // Page text files are many: their total compressed one by one, as a host serves them.
    gzipBytes: [...files.values()].reduce((total, content) => total + gzipSize(content), 0),
    postingFiles: manifest.postings.length,
    largestPostingsGzip: Math.max(...sizes('postings.')),
    vocabularyFiles: manifest.terms.length,
    largestTermsGzip: Math.max(...sizes('terms.')),
    statsGzip: gzipSize(files.get(manifest.stats)),
    manifestGzip: gzipSize(files.get(MANIFEST_FILE)),
    pageTextFiles,
    commonPrefixes: manifest.commonPrefixes.length,
    queryBytes,
    keystrokes: keystrokeTimes.length,
    keystrokeMedianMs: median(keystrokeTimes),
    keystrokeP95Ms: percentile(keystrokeTimes, 0.95),
    keystrokeMaxMs: Math.max(...keystrokeTimes),
  };
}
