// `npm run bench`: builds the site, then prints each page's first-load bytes (gzip) by type,
// CLS, third-party and web-font requests, the build time, and the search figures: what opening
// search downloads, and index size, load and keystroke times on a synthetic 3,000-page corpus.
// Exits 1 when a budget is broken.
import { execSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS, FIRST_LOAD_JS_BUDGET_BYTES, measureFirstLoad } from './firstLoad.mjs';
import {
  KEYSTROKE_MEDIAN_BUDGET_MS,
  SEARCH_OPEN_BUDGET_BYTES,
  benchSearchCorpus,
  measureSearchOpen,
} from './searchBench.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 9300);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (milliseconds) => `${milliseconds.toFixed(milliseconds < 10 ? 2 : 0)} ms`;

const buildStart = performance.now();
if (!process.argv.includes('--no-build')) execSync('npx gatsby build', { stdio: 'ignore', env });
const buildSeconds = (performance.now() - buildStart) / 1000;

const server = spawn('npx', ['gatsby', 'serve', '--host', '127.0.0.1', '--port', String(PORT)], {
  env,
  stdio: 'ignore',
  detached: true,
});
const base = `http://127.0.0.1:${PORT}`;
for (let attempt = 0; attempt < 60; attempt += 1) {
  try {
    if ((await fetch(base)).ok) break;
  } catch {
    await sleep(500);
  }
}

const sitemap = readFileSync('public/sitemap-0.xml', 'utf8');
const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const rows = [];
let overBudget = false;
let searchOpen = [];
try {
  for (const route of [...routes, '/404.html']) {
    for (const [layout, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['mobile', { width: 400, height: 900 }],
    ]) {
      const result = await measureFirstLoad(browser, `${base}${route}`, viewport);
      const isDoc = routes.includes(route);
      const jsOver = isDoc && result.bytes.js > FIRST_LOAD_JS_BUDGET_BYTES;
      overBudget ||=
        jsOver || result.searchBytes > 0 || result.cls > 0 || result.thirdParty.length > 0 || result.fonts.length > 0;
      rows.push({
        page: route,
        layout,
        html: kb(result.bytes.html),
        js: `${kb(result.bytes.js)}${jsOver ? ' OVER' : ''}`,
        search: `${kb(result.searchBytes)}${result.searchBytes > 0 ? ' OVER' : ''}`,
        css: kb(result.bytes.css),
        pageData: kb(result.bytes.pageData),
        image: kb(result.bytes.image),
        font: kb(result.bytes.font),
        other: kb(result.bytes.other),
        cls: result.cls.toFixed(4),
        thirdParty: result.thirdParty.length,
      });
    }
  }
  searchOpen = await measureSearchOpen(browser, `${base}/`);
} finally {
  await browser.close();
  process.kill(-server.pid);
}

console.log('First load, gzip bytes by type (JavaScript budget on doc pages: 100 KB)');
console.table(rows);
console.log(
  process.argv.includes('--no-build') ? 'Build time: skipped (--no-build)' : `Build time: ${buildSeconds.toFixed(1)} s`,
);
const searchOpenBytes = searchOpen.reduce((sum, response) => sum + response.gzip, 0);
const searchOpenOver = searchOpenBytes > SEARCH_OPEN_BUDGET_BYTES;
console.log('\nFirst open of search on this site (engine, dialog and index of the three pages; budget 30 KB gzip)');
console.table(searchOpen.map((response) => ({ file: response.path, gzip: kb(response.gzip) })));
console.log(`Total: ${kb(searchOpenBytes)}${searchOpenOver ? ' OVER' : ''}`);

// Measured last, with the browser and server gone, so the timings run on a quiet machine.
const corpus = benchSearchCorpus(3000);
const keystrokeOver = corpus.keystrokeMedianMs >= KEYSTROKE_MEDIAN_BUDGET_MS;
overBudget ||= searchOpenOver || keystrokeOver;
console.log('\nSearch on a synthetic corpus (Node, the V8 engine of Chromium; median keystroke budget: 10 ms)');
console.table([
  {
    pages: corpus.pages,
    sections: corpus.sections,
    words: corpus.words,
    'index raw': kb(corpus.rawBytes),
    'index gzip': kb(corpus.gzipBytes),
    'index build': ms(corpus.buildMs),
    'load (parse + loadJS)': ms(corpus.loadMs),
    keystrokes: corpus.keystrokes,
    'keystroke median': `${ms(corpus.keystrokeMedianMs)}${keystrokeOver ? ' OVER' : ''}`,
    'keystroke p95': ms(corpus.keystrokeP95Ms),
    'keystroke max': ms(corpus.keystrokeMaxMs),
  },
]);

console.log(
  overBudget
    ? 'Budget: BROKEN'
    : 'Budget: met (JS <= 100 KB and no search on first load, CLS 0, no third-party or web-font request, ' +
        'search open <= 30 KB, keystroke median < 10 ms)',
);
process.exit(overBudget ? 1 : 0);
