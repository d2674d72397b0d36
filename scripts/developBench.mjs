// `gatsby develop` timed as a reader of the README lives it, for `npm run bench`: the command
// starts, the browser opens a page, the page is painted. The site and Gatsby's floor are timed in
// the same run, each fresh (no .cache, as after `npm ci` on a new clone) and then warm (the cache
// the fresh run left), alternating so neither always runs on a quieter machine.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
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
 * first answer and to the painted heading; with `edit`, then the seconds from a paragraph added to
 * that file of `dir` to the paragraph painted in the open page, which must not reload (the file is
 * put back, and shown so, before the server stops, so the next warm start finds the cache it left).
 * The server is stopped, by its process group, either way.
 * @param {import('playwright-core').Browser} browser
 * @param {string} dir a Gatsby project (the site's copy, or the floor's)
 * @param {{ route: string, port: number, fresh: boolean, launcher?: string, edit?: { file: string, paragraph: string } }} options
 * @returns {Promise<{ answeredSeconds: number, paintedSeconds: number, editSeconds?: number }>}
 */
export async function timeDevelop(browser, dir, { route, port, fresh, launcher = GATSBY_CLI, edit }) {
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
    await page.addInitScript(noteHeadingPainted);
    const painted = settled(
      (async () => {
        await page.goto(url, { waitUntil: 'commit', timeout: PAINT_TIMEOUT_MS });
        const shownAt = await page.waitForFunction(() => window.__benchHeadingShownAt, undefined, {
          polling: 'raf',
          timeout: Math.max(1, deadline - performance.now()),
        });
        return (await shownAt.jsonValue()) - performance.timeOrigin;
      })(),
    );
    const paintedAt = await Promise.race([painted, exited]);
    const times = { answeredSeconds: (answered - start) / 1000, paintedSeconds: (paintedAt - start) / 1000 };
    if (!edit) return times;
    return {
      ...times,
      editSeconds: await Promise.race([settled(timeEdit(page, path.join(dir, edit.file), edit.paragraph)), exited]),
    };
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
 * Run in the page before its own scripts: notes (as `window.__benchHeadingShownAt`, milliseconds
 * since the epoch) the frame that first shows an `<h1>`. The page notes it, not Playwright, whose
 * waiting polls 270 ms in and then every 500 ms, so a heading shown at 300 ms was counted at 770.
 */
function noteHeadingPainted() {
  const shown = () => {
    const heading = document.querySelector('h1');
    return (
      heading !== null && heading.checkVisibility({ visibilityProperty: true }) && heading.getClientRects().length > 0
    );
  };
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => (window.__benchHeadingShownAt = performance.timeOrigin + performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

/**
 * Adds `paragraph` at the end of the doc `file` shown in `page`, as an editor saves it, and resolves
 * with the seconds until the page shows it, after checking that the page was not reloaded; then
 * puts the file back and waits until the page shows it without the paragraph. The page notes the
 * time itself, in the frame that shows the paragraph: Playwright's waiting polls every 500 ms once
 * it has waited a while, as much as the figure.
 * @param {import('playwright-core').Page} page
 * @param {string} file
 * @param {string} paragraph
 */
async function timeEdit(page, file, paragraph) {
  const original = readFileSync(file, 'utf8');
  await page.evaluate((text) => {
    window.__benchEditShown = new Promise((resolve) => {
      const shown = () => document.body.textContent.includes(text);
      new MutationObserver((_mutations, observer) => {
        if (!shown()) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, paragraph);
  const savedAt = performance.timeOrigin + performance.now();
  writeFileSync(file, `${original.trimEnd()}\n\n${paragraph}\n`);
  try {
    let timer;
    const shownAt = await Promise.race([
      page.evaluate(() => window.__benchEditShown),
      new Promise((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`The edit of ${file} did not show within ${PAINT_TIMEOUT_MS / 1000} s`)),
          PAINT_TIMEOUT_MS,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    if (typeof shownAt !== 'number')
      throw new Error(`The page reloaded to show the edit of ${file}; an edit must show without a reload`);
    return (shownAt - savedAt) / 1000;
  } finally {
    writeFileSync(file, original);
    await page.getByText(paragraph).waitFor({ state: 'detached', timeout: PAINT_TIMEOUT_MS });
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
 * the median of those; and in each of the site's runs, the time a paragraph added to `routeDoc`
 * (the doc of `route`, in `siteDir`) takes to show in the open page (`timeDevelop`'s edit), each
 * and their median.
 * @param {import('playwright-core').Browser} browser
 * @param {{ siteDir: string, floorDir: string, route: string, routeDoc: string, port: number, rounds?: number }} options
 */
export async function developAgainstFloor(
  browser,
  { siteDir, floorDir, route, routeDoc, port, rounds = DEVELOP_ROUNDS },
) {
  /** @type {Record<string, { answeredSeconds: number, paintedSeconds: number, editSeconds?: number }[]>} */
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
        const site = build === 'site';
        const launcher = site ? path.join(siteDir, SITE_LAUNCHER) : GATSBY_CLI;
        const edit = site ? { file: routeDoc, paragraph: `An edit saved in round ${round + 1}, ${start}.` } : undefined;
        (runs[`${build}, ${start}`] ??= []).push(
          await timeDevelop(browser, dir, { route, port, fresh, launcher, edit }),
        );
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
  const edits = [...runs['site, fresh'], ...runs['site, warm']].map(({ editSeconds }) => editSeconds);
  return {
    results,
    perRound,
    behind: { fresh: median(perRound.fresh), warm: median(perRound.warm) },
    edit: { runs: edits, seconds: median(edits) },
  };
}
