// First-load measurement shared by `npm run bench` and the browser budget test.
import { gzipSync } from 'node:zlib';

/** Chromium flags for running as root on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Launch options shared by the browser tests and the benchmark. Playwright hides scrollbars by
 * default; readers' desktop browsers show them, so layout measurements do too.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
  ignoreDefaultArgs: ['--hide-scrollbars'],
};

/**
 * Budget: gzip JavaScript on a page's first load, monitoring off. Gatsby's floor ships about 65 KB
 * (React DOM 44, Gatsby's runtime 19, webpack's 2), and the site may add 3 KB to it (issue 44; `npm
 * run bench` holds it to that above the floor of the same run). A doc page loads 67.0 KB (68,562
 * bytes, after the search-languages chunk's entry in webpack's runtime, a locale page's own footer,
 * the slot of a doc's footer and the header made from the shared one, src/lib/markupChanges.ts):
 * the budget leaves 46 bytes, so that code added to the first load fails the browser budget test,
 * which holds every page to it; `npm run bench` prints it.
 */
export const FIRST_LOAD_JS_BUDGET_BYTES = 67 * 1024;

/**
 * Search code and data, by URL path: the dialog, worker and term-marks chunks (named by their
 * webpackChunkName) and the index files in search/. None of it belongs to a first load: search
 * loads when it is first opened.
 */
export const SEARCH_ASSET_PATTERN = /\/search(-[^/]*\.js|\/.*)$/;

/**
 * The CMS's files, under /admin/ (below any path prefix): Decap's bundle, the preview and its
 * config. Readers' pages load none of them.
 */
export const CMS_ASSET_PATTERN = /\/admin\//;

const bytesMatching = (responses, pattern) =>
  responses
    .filter((response) => pattern.test(new URL(response.url).pathname))
    .reduce((sum, response) => sum + response.gzip, 0);

function kindOf(resourceType, url) {
  if (resourceType === 'document') return 'html';
  if (resourceType === 'script') return 'js';
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'image') return 'image';
  if (resourceType === 'font') return 'font';
  if (url.includes('/page-data/')) return 'pageData';
  return 'other';
}

/**
 * Records the page's layout shifts from its first paint on, each with the elements that moved, so a
 * failing check says where to look. Call before the page loads; read with `readLayoutShifts`.
 * @param {import('playwright-core').Page} page
 */
export async function recordLayoutShifts(page) {
  await page.addInitScript(() => {
    // A moved text node is described by its element.
    const describeShift = (source) => {
      const element = source.node?.nodeType === Node.TEXT_NODE ? source.node.parentElement : source.node;
      const rects = `${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`;
      return `${element?.outerHTML?.slice(0, 80) ?? source.node?.nodeName} ${rects}`;
    };
    window.__cls = 0;
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        window.__cls += entry.value;
        window.__shifts.push(`${entry.value.toFixed(4)}: ${(entry.sources ?? []).map(describeShift).join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The cumulative layout shift so far and a line per shift, of a page `recordLayoutShifts` watches.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<{ cls: number, shifts: string[] }>}
 */
export async function readLayoutShifts(page) {
  return page.evaluate(() => ({ cls: window.__cls, shifts: window.__shifts }));
}

/**
 * Loads `url` in a fresh context and returns the gzip bytes of every response by kind, the hosts
 * requested other than the site's own, web-font requests, the bytes of search code and data and of
 * the CMS, and the cumulative layout shift with the elements that moved.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ width: number, height: number }} [viewport]
 * @param {Record<string, string>} [storage] localStorage entries a returning reader has (a closed bar, a colour mode)
 * @param {string} [scriptsSettled] the global promise of a page that starts its scripts after the first
 *   paint (src/lib/pageScripts.ts HELD_SCRIPTS_SETTLED): scripts count as arriving before the load
 *   event until it settles, as the document's own scripts did when the load event waited for them
 */
export async function measureFirstLoad(
  browser,
  url,
  viewport = { width: 1280, height: 900 },
  storage = {},
  scriptsSettled = undefined,
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, storage);
  await recordLayoutShifts(page);
  const origin = new URL(url).origin;
  const pending = [];
  // Code loaded once the page is interactive (monitoring's replay and feedback) is told apart.
  let loaded = false;
  page.once('load', () => {
    if (!scriptsSettled) loaded = true;
    else
      void page
        .evaluate((name) => window[name], scriptsSettled)
        .catch(() => undefined)
        .then(() => (loaded = true));
  });
  page.on('response', (response) => {
    const request = response.request();
    const afterLoad = loaded;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          kind: kindOf(request.resourceType(), response.url()),
          gzip: gzipSync(body, { level: 9 }).length,
          afterLoad,
        }))
        .catch(() => ({ url: response.url(), kind: 'other', gzip: 0, afterLoad })),
    );
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const { cls, shifts } = await readLayoutShifts(page);
  const responses = await Promise.all(pending);
  await context.close();

  const bytes = { html: 0, js: 0, css: 0, pageData: 0, image: 0, font: 0, other: 0 };
  for (const response of responses) bytes[response.kind] += response.gzip;
  return {
    bytes,
    scripts: responses
      .filter((response) => response.kind === 'js')
      .map((response) => ({ url: response.url, gzip: response.gzip, afterLoad: response.afterLoad })),
    thirdParty: responses.filter((response) => !response.url.startsWith(origin)).map((response) => response.url),
    fonts: responses.filter((response) => response.kind === 'font').map((response) => response.url),
    searchBytes: bytesMatching(responses, SEARCH_ASSET_PATTERN),
    cmsBytes: bytesMatching(responses, CMS_ASSET_PATTERN),
    cls,
    shifts,
  };
}
