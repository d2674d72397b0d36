// `npm run bench`: builds the site, then prints each page's first-load bytes (gzip) by type,
// CLS, third-party and web-font requests, and the build time. Exits 1 when a budget is broken.
import { execSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS, FIRST_LOAD_JS_BUDGET_BYTES, measureFirstLoad } from './firstLoad.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 9300);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const buildStart = performance.now();
if (!process.argv.includes('--no-build')) execSync('npx gatsby build', { stdio: 'ignore', env });
const buildSeconds = (performance.now() - buildStart) / 1000;

const server = spawn('node', ['scripts/serve.mjs', '--host', '127.0.0.1', '--port', String(PORT)], {
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
try {
  for (const route of [...routes, '/404.html']) {
    for (const [layout, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['mobile', { width: 400, height: 900 }],
    ]) {
      const result = await measureFirstLoad(browser, `${base}${route}`, viewport);
      const isDoc = routes.includes(route);
      const jsOver = isDoc && result.bytes.js > FIRST_LOAD_JS_BUDGET_BYTES;
      overBudget ||= jsOver || result.cls > 0 || result.thirdParty.length > 0 || result.fonts.length > 0;
      rows.push({
        page: route,
        layout,
        html: kb(result.bytes.html),
        js: `${kb(result.bytes.js)}${jsOver ? ' OVER' : ''}`,
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
} finally {
  await browser.close();
  process.kill(-server.pid);
}

console.log('First load, gzip bytes by type (JavaScript budget on doc pages: 100 KB)');
console.table(rows);
console.log(
  process.argv.includes('--no-build') ? 'Build time: skipped (--no-build)' : `Build time: ${buildSeconds.toFixed(1)} s`,
);
console.log(overBudget ? 'Budget: BROKEN' : 'Budget: met (JS <= 100 KB, CLS 0, no third-party or web-font request)');
process.exit(overBudget ? 1 : 0);
