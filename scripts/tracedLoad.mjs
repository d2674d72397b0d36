// A page load traced in Chromium under its own CPU slowdown, for `npm run bench`: the main thread's
// blocking time and layout time as Chromium recorded them. Lighthouse's blocking time is simulated
// from one trace and counts only what falls after its estimate of the first paint, so loads of the
// same build differ by tens of milliseconds; the ratio of these recorded figures, site to floor,
// held from one bench run to the next. The total blocking time here is Lighthouse's sum over the
// recorded tasks, from the recorded first paint to the end of the trace (Lighthouse stops at its
// time to interactive, after which no task is long).

/** Lighthouse's CPU slowdown for its mobile config, applied here by Chromium itself. */
const CPU_SLOWDOWN = 4;
/** A task blocks input for the time it runs beyond this (the total blocking time's threshold). */
const BLOCKING_THRESHOLD_MS = 50;
/** After the load event: the floor and the site hydrate once their page data has arrived. */
const SETTLE_MS = 2000;
/** Lighthouse's emulated phone: its overlay scrollbars and pixel ratio change layout and painting. */
const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const TRACE_CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,loading';

/**
 * The figures of the page's main thread in a Chromium trace (the thread that painted the first
 * contentful paint): the sum over its tasks of the time each ran beyond 50 ms; the total blocking
 * time as Lighthouse counts it, from the first contentful paint on (a task that started before it
 * counts only its part after it, and only beyond 50 ms); and the time spent in layout.
 * @param {Array<{ name: string, pid: number, tid: number, ts: number, dur?: number }>} events
 * @returns {{ blockingMs: number, tbtMs: number, layoutMs: number }}
 */
export function mainThreadFigures(events) {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('The trace has no first contentful paint: the page never painted content');
  const onMainThread = (name) =>
    events.filter((event) => event.name === name && event.pid === paint.pid && event.tid === paint.tid && event.dur);
  const beyondThreshold = (durationMs) => Math.max(0, durationMs - BLOCKING_THRESHOLD_MS);
  const tasks = onMainThread('RunTask');
  return {
    blockingMs: tasks.reduce((sum, task) => sum + beyondThreshold(task.dur / 1000), 0),
    tbtMs: tasks.reduce(
      (sum, task) =>
        sum +
        (task.dur / 1000 < BLOCKING_THRESHOLD_MS
          ? 0
          : beyondThreshold((task.ts + task.dur - Math.max(task.ts, paint.ts)) / 1000)),
      0,
    ),
    layoutMs: onMainThread('Layout').reduce((sum, layout) => sum + layout.dur / 1000, 0),
  };
}

/**
 * The layouts and style recalculations that scripts forced while they were first evaluated: those on
 * the thread of an `EvaluateScript` event of a script whose URL contains `scriptUrlPart`, inside it.
 * The browser lays a page out in its own rendering steps; one inside a script's evaluation is the
 * script reading layout before that, which makes the browser do it there, in the script's task.
 * @param {Array<{ name: string, pid: number, tid: number, ts: number, dur?: number, args?: { data?: { url?: string } } }>} events
 * @param {string} scriptUrlPart
 */
export function layoutsForcedByScripts(events, scriptUrlPart) {
  const evaluations = events.filter(
    (event) => event.name === 'EvaluateScript' && event.dur && event.args?.data?.url?.includes(scriptUrlPart),
  );
  return events.filter(
    (event) =>
      (event.name === 'Layout' || event.name === 'UpdateLayoutTree') &&
      evaluations.some(
        (script) =>
          script.pid === event.pid &&
          script.tid === event.tid &&
          script.ts <= event.ts &&
          event.ts < script.ts + script.dur,
      ),
  );
}

/**
 * The trace events Chromium records, through the DevTools session `cdp`, while `run` runs.
 * @param {import('playwright-core').CDPSession} cdp
 * @param {() => Promise<void>} run
 */
export async function recordTrace(cdp, run) {
  const events = [];
  const collect = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', collect);
  try {
    await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
    await run();
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    cdp.off('Tracing.dataCollected', collect);
  }
}

/**
 * Loads `url` in a fresh context of `browser`, emulating the phone and CPU slowdown of Lighthouse's
 * mobile config; traces it until 2 s after the load event and returns `mainThreadFigures` of the
 * trace.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
export async function tracedLoad(browser, url) {
  const context = await browser.newContext(LIGHTHOUSE_PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events = await recordTrace(cdp, async () => {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(SETTLE_MS);
    });
    return mainThreadFigures(events);
  } finally {
    await context.close();
  }
}
