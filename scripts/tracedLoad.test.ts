import { layoutsForcedByScripts, mainThreadFigures } from './tracedLoad.mjs';

const RENDERER = { pid: 7, tid: 1 };
const event = (name: string, ts: number, durMs?: number, thread = RENDERER) => ({
  name,
  ...thread,
  ts,
  ...(durMs === undefined ? {} : { dur: durMs * 1000 }),
});

test("counts the painting thread's tasks beyond 50 ms, those after the first paint, and its layout", () => {
  const figures = mainThreadFigures([
    event('RunTask', 0, 80),
    event('Layout', 10, 30),
    event('firstContentfulPaint', 90_000),
    event('RunTask', 100_000, 40),
    event('RunTask', 200_000, 65),
    event('Layout', 200_000, 12.5),
  ]);
  expect(figures).toEqual({ blockingMs: 45, tbtMs: 15, layoutMs: 42.5 });
});

test("leaves out other threads' and processes' tasks", () => {
  const figures = mainThreadFigures([
    event('firstContentfulPaint', 0),
    event('RunTask', 10, 200, { pid: 7, tid: 2 }),
    event('RunTask', 10, 300, { pid: 9, tid: 1 }),
    event('Layout', 10, 100, { pid: 9, tid: 1 }),
    event('RunTask', 20, 51),
  ]);
  expect(figures).toEqual({ blockingMs: 1, tbtMs: 1, layoutMs: 0 });
});

test('counts a task that spans the first paint by its part after the paint, as Lighthouse does', () => {
  const figures = mainThreadFigures([
    event('RunTask', 0, 120),
    event('firstContentfulPaint', 30_000),
    event('RunTask', 200_000, 45),
    event('RunTask', 300_000, 60),
  ]);
  // 90 ms of the first task fall after the paint; the second is short; all 60 ms of the third count.
  expect(figures.tbtMs).toBe(40 + 10);

  const paintedLate = mainThreadFigures([event('RunTask', 0, 120), event('firstContentfulPaint', 80_000)]);
  // Only 40 ms after the paint: under the threshold, though the whole task is long.
  expect(paintedLate.tbtMs).toBe(0);
  expect(paintedLate.blockingMs).toBe(70);
});

test('a trace without a first contentful paint is an error, not zero', () => {
  expect(() => mainThreadFigures([event('RunTask', 0, 90)])).toThrow(/no first contentful paint/);
});

test("finds the layouts forced inside the named scripts' evaluation, not those of rendering or of other scripts", () => {
  const script = (url: string, ts: number, durMs: number, thread = RENDERER) => ({
    ...event('EvaluateScript', ts, durMs, thread),
    args: { data: { url } },
  });
  const forced = event('Layout', 2_000, 3);
  const forcedStyle = event('UpdateLayoutTree', 1_000, 1);
  const events = [
    script('http://127.0.0.1/app-1a2b.js', 0, 10),
    forcedStyle,
    forced,
    event('Layout', 20_000, 8),
    script('http://127.0.0.1/framework-3c4d.js', 30_000, 10),
    event('Layout', 31_000, 2),
    event('Layout', 3_000, 2, { pid: 9, tid: 1 }),
  ];
  expect(layoutsForcedByScripts(events, '/app-')).toEqual([forcedStyle, forced]);
  expect(layoutsForcedByScripts([script('http://127.0.0.1/app-1a2b.js', 0, 10)], '/app-')).toEqual([]);
});
