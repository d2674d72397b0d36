import { mainThreadFigures } from './tracedLoad.mjs';

const RENDERER = { pid: 7, tid: 1 };
const event = (name: string, ts: number, durMs?: number, thread = RENDERER) => ({
  name,
  ...thread,
  ts,
  ...(durMs === undefined ? {} : { dur: durMs * 1000 }),
});

test("counts the painting thread's tasks beyond 50 ms and its layout", () => {
  const figures = mainThreadFigures([
    event('RunTask', 0, 80),
    event('Layout', 10, 30),
    event('firstContentfulPaint', 90_000),
    event('RunTask', 100_000, 40),
    event('RunTask', 200_000, 65),
    event('Layout', 200_000, 12.5),
  ]);
  expect(figures).toEqual({ blockingMs: 45, layoutMs: 42.5 });
});

test("leaves out other threads' and processes' tasks", () => {
  const figures = mainThreadFigures([
    event('firstContentfulPaint', 0),
    event('RunTask', 10, 200, { pid: 7, tid: 2 }),
    event('RunTask', 10, 300, { pid: 9, tid: 1 }),
    event('Layout', 10, 100, { pid: 9, tid: 1 }),
    event('RunTask', 20, 51),
  ]);
  expect(figures).toEqual({ blockingMs: 1, layoutMs: 0 });
});

test('a trace without a first contentful paint is an error, not zero', () => {
  expect(() => mainThreadFigures([event('RunTask', 0, 90)])).toThrow(/no first contentful paint/);
});
