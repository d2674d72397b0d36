// Lighthouse from Node against Debian's Chromium, for `npm run bench`: Lighthouse's default (mobile)
// config with its simulated throttling and 4x CPU slowdown: the performance category over several
// rounds against the floor, and each page once in all four categories.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_LAUNCH_OPTIONS } from './firstLoad.mjs';

/**
 * Starts headless Chromium with the DevTools port open (a free one, read from what Chromium prints)
 * and a throwaway profile, for Lighthouse to drive. Stop it with `close()`.
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export async function launchChromiumForLighthouse() {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'trove-lighthouse-'));
  const chromium = spawn(
    CHROMIUM_LAUNCH_OPTIONS.executablePath,
    [...CHROMIUM_ARGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const close = async () => {
    if (chromium.exitCode === null && chromium.signalCode === null) {
      chromium.kill();
      await once(chromium, 'exit');
    }
    await fs.rm(profile, { recursive: true, force: true });
  };
  let printed = '';
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Chromium printed no DevTools port within 30 s:\n${printed}`)),
      30_000,
    );
    chromium.on('exit', (code) =>
      reject(new Error(`Chromium exited (${code}) before opening its DevTools port:\n${printed}`)),
    );
    // Chromium keeps writing to stderr; reading it all keeps the pipe from filling up.
    chromium.stderr.on('data', (chunk) => {
      printed += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(printed);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  }).catch(async (error) => {
    await close();
    throw error;
  });
  return { port, close };
}

/** Runs of one page that may end without a metric before the bench gives up on it. */
const METRIC_ATTEMPTS = 3;

/**
 * Lighthouse's errors of a run whose trace was not recorded, for which it says "Please run Lighthouse
 * again" (NO_NAVSTART seen once in a bench on 2026-11-29).
 */
const TRACE_NOT_RECORDED = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

/**
 * Runs Lighthouse's default (mobile) config on `url` in the Chromium listening on `port`, for
 * `categories`, and returns what `read` takes from its result. About one run in eighty ends with a
 * metric that errored (seen 3 times in 240 runs on 2026-11-28; `read` returns undefined), and a
 * rarer one without a trace: that run is done again, up to `METRIC_ATTEMPTS` in all.
 * @template T
 * @param {number} port
 * @param {string} url
 * @param {string[]} categories
 * @param {(lhr: import('lighthouse').Result) => T | undefined} read
 * @returns {Promise<T>}
 */
async function runLighthouse(port, url, categories, read) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: categories });
    const lhr = result?.lhr;
    const runtimeError = lhr?.runtimeError;
    if (!lhr || (runtimeError && !TRACE_NOT_RECORDED.has(runtimeError.code)))
      throw new Error(`Lighthouse on ${url}: ${runtimeError?.message ?? 'no result'}`);
    const figures = runtimeError ? undefined : read(lhr);
    if (figures !== undefined) return figures;
    const problem = `Lighthouse on ${url}: ${runtimeError ? runtimeError.message : 'a metric or score errored'}`;
    if (attempt === METRIC_ATTEMPTS) throw new Error(`${problem}, ${METRIC_ATTEMPTS} runs in a row`);
    console.warn(`${problem}; running it again`);
  }
}

/** A category's score out of 100, or undefined when Lighthouse could not score it. */
const scoreOf = (lhr, category) =>
  typeof lhr.categories[category]?.score === 'number' ? Math.round(lhr.categories[category].score * 100) : undefined;

/**
 * The total blocking time, the performance score (0 to 100) and the simulated first and largest
 * contentful paints of `url`.
 * @param {number} port
 * @param {string} url
 * @returns {Promise<{ tbtMs: number, score: number, fcpMs: number, lcpMs: number }>}
 */
export function lighthousePerformance(port, url) {
  return runLighthouse(port, url, ['performance'], (lhr) => {
    const tbtMs = lhr.audits['total-blocking-time']?.numericValue;
    const fcpMs = lhr.audits['first-contentful-paint']?.numericValue;
    const lcpMs = lhr.audits['largest-contentful-paint']?.numericValue;
    const score = scoreOf(lhr, 'performance');
    return [tbtMs, fcpMs, lcpMs].every((value) => typeof value === 'number') && score !== undefined
      ? { tbtMs, score, fcpMs, lcpMs }
      : undefined;
  });
}

/** The four categories a docs page is held to, each at 100 on a phone. */
export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The four categories' scores (0 to 100) of `url` and its simulated first and largest contentful
 * paints, whose gap is the part of the page that paints after the first paint.
 * @param {number} port
 * @param {string} url
 * @returns {Promise<{ scores: Record<string, number>, fcpMs: number, lcpMs: number }>}
 */
export function lighthouseAudit(port, url) {
  return runLighthouse(port, url, LIGHTHOUSE_CATEGORIES, (lhr) => {
    const scores = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((category) => [category, scoreOf(lhr, category)]));
    const fcpMs = lhr.audits['first-contentful-paint']?.numericValue;
    const lcpMs = lhr.audits['largest-contentful-paint']?.numericValue;
    if (Object.values(scores).some((score) => score === undefined)) return undefined;
    return typeof fcpMs === 'number' && typeof lcpMs === 'number' ? { scores, fcpMs, lcpMs } : undefined;
  });
}
