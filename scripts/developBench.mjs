// `gatsby develop` timed as a reader of the README lives it, for `npm run bench`: the command
// starts, the browser opens a page, the page is painted. The site and Gatsby's floor are timed in
// the same run, each fresh (no .cache, as after `npm ci` on a new clone) and then warm (the cache
// the fresh run left), alternating so neither always runs on a quieter machine.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { median } from './floorComparison.mjs';

/** How long a develop run may take to paint the page before the bench gives up on it. */
const PAINT_TIMEOUT_MS = 180_000;
/** How often the server is asked whether it answers yet. */
const POLL_INTERVAL_MS = 100;

const require = createRequire(import.meta.url);
const GATSBY_CLI = require.resolve('gatsby/cli.js');
/** The site's develop starts as `npm run develop` starts it; the floor's with Gatsby's CLI itself. */
const SITE_LAUNCHER = path.join('scripts', 'gatsby.mjs');

/** Resolves once `url` answers at all (any status), with the time it did; stops asking once `stop` is aborted. */
async function firstAnswer(url, deadline, stop) {
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.any([stop, AbortSignal.timeout(2000)]) });
      return performance.now();
    } catch (error) {
      if (stop.aborted) throw error;
      if (performance.now() > deadline) throw new Error(`${url} did not answer within ${PAINT_TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
    }
  }
}

/**
 * Starts `gatsby develop` in `dir` on 127.0.0.1:`port` with `launcher` (a script of `dir`, or Gatsby's
 * CLI; `fresh`: its .cache and public removed first), opens `route` in a new page of `browser` once the server answers, and waits until the
 * page's `<h1>` is painted. Resolves with the seconds from the command's start to the server's
 * first answer and to the painted heading; the server is stopped, by its process group, either way.
 * @param {import('playwright-core').Browser} browser
 * @param {string} dir a Gatsby project (the site's copy, or the floor's)
 * @param {{ route: string, port: number, fresh: boolean, launcher?: string }} options
 * @returns {Promise<{ answeredSeconds: number, paintedSeconds: number }>}
 */
export async function timeDevelop(browser, dir, { route, port, fresh, launcher = GATSBY_CLI }) {
  if (fresh) for (const built of ['.cache', 'public']) rmSync(path.join(dir, built), { recursive: true, force: true });
  const start = performance.now();
  const develop = spawn(process.execPath, [launcher, 'develop', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-8000));
  develop.stdout.on('data', keep);
  develop.stderr.on('data', keep);
  const exited = once(develop, 'exit').then(([code]) => {
    throw new Error(`gatsby develop in ${dir} exited (${code}) before painting ${route}:\n${output}`);
  });
  const page = await browser.newPage();
  // What loses a race below (the server exited first, say) ends with this run, unawaited.
  const stop = new AbortController();
  const settled = (promise) => (promise.catch(() => undefined), promise);
  try {
    const deadline = start + PAINT_TIMEOUT_MS;
    const url = `http://127.0.0.1:${port}${route}`;
    const answered = await Promise.race([settled(firstAnswer(url, deadline, stop.signal)), exited]);
    const painted = settled(
      (async () => {
        await page.goto(url, { waitUntil: 'commit', timeout: PAINT_TIMEOUT_MS });
        await page
          .locator('h1')
          .first()
          .waitFor({ state: 'visible', timeout: Math.max(1, deadline - performance.now()) });
        // Visible is laid out; the frame after it is the one that shows it.
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
      })(),
    );
    await Promise.race([painted, exited]);
    const paintedAt = performance.now();
    return { answeredSeconds: (answered - start) / 1000, paintedSeconds: (paintedAt - start) / 1000 };
  } finally {
    settled(exited);
    stop.abort();
    await page.close();
    if (develop.exitCode === null && develop.signalCode === null) {
      process.kill(-develop.pid, 'SIGTERM');
      await once(develop, 'exit');
    }
  }
}

/**
 * Rounds of the site and the floor: single runs of one build swing by a second or more from one
 * minute to the next, as much as the budget, so the budget is on the median of paired rounds.
 */
export const DEVELOP_ROUNDS = 3;

/**
 * The site (a copy of the project in `siteDir`) and the floor (`floorDir`) in develop, each round
 * fresh then warm, alternating which goes first: the time to the server's answer and to `route`
 * painted (medians of the rounds), and how far the site is behind the floor in each round and in
 * the median of those.
 * @param {import('playwright-core').Browser} browser
 * @param {{ siteDir: string, floorDir: string, route: string, port: number, rounds?: number }} options
 */
export async function developAgainstFloor(browser, { siteDir, floorDir, route, port, rounds = DEVELOP_ROUNDS }) {
  /** @type {Record<string, { answeredSeconds: number, paintedSeconds: number }[]>} */
  const runs = {};
  for (let round = 0; round < rounds; round++) {
    for (const fresh of [true, false]) {
      const start = fresh ? 'fresh' : 'warm';
      const siteFirst = (round + (fresh ? 0 : 1)) % 2 === 0;
      const builds = [
        ['site', siteDir],
        ['floor', floorDir],
      ];
      for (const [build, dir] of siteFirst ? builds : builds.reverse()) {
        const launcher = build === 'site' ? path.join(siteDir, SITE_LAUNCHER) : GATSBY_CLI;
        (runs[`${build}, ${start}`] ??= []).push(await timeDevelop(browser, dir, { route, port, fresh, launcher }));
      }
    }
  }
  const results = Object.fromEntries(
    Object.entries(runs).map(([run, times]) => [
      run,
      {
        answeredSeconds: median(times.map(({ answeredSeconds }) => answeredSeconds)),
        paintedSeconds: median(times.map(({ paintedSeconds }) => paintedSeconds)),
      },
    ]),
  );
  const gaps = (start) =>
    runs[`site, ${start}`].map(
      ({ paintedSeconds }, round) => paintedSeconds - runs[`floor, ${start}`][round].paintedSeconds,
    );
  const perRound = { fresh: gaps('fresh'), warm: gaps('warm') };
  return { results, perRound, behind: { fresh: median(perRound.fresh), warm: median(perRound.warm) } };
}
