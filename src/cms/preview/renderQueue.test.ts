/**
 * @jest-environment node
 */
import { createRenderQueue } from './renderQueue';

/** A render whose end the test decides. */
function controlledRender() {
  const calls: Array<{ input: string; resolve(result: string): void; reject(error: Error): void }> = [];
  const render = (input: string) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ input, resolve, reject });
    });
  return { calls, render };
}

function setup() {
  const { calls, render } = controlledRender();
  const published: string[] = [];
  const failures: unknown[] = [];
  const queue = createRenderQueue<string, string>({
    render,
    publish: (result) => published.push(result),
    fail: (error) => failures.push(error),
    delayMs: 300,
    same: (a, b) => a === b,
  });
  return { calls, published, failures, queue };
}

/** Lets settled renders reach the queue; setImmediate is left real for it. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
afterEach(() => jest.useRealTimers());

describe('createRenderQueue', () => {
  it('renders the first input at once, then the latest one once typing pauses', () => {
    const { calls, queue } = setup();
    queue.request('a');
    expect(calls.map((call) => call.input)).toEqual(['a']);
    queue.request('ab');
    jest.advanceTimersByTime(200);
    queue.request('abc');
    jest.advanceTimersByTime(299);
    expect(calls.map((call) => call.input)).toEqual(['a']);
    jest.advanceTimersByTime(1);
    expect(calls.map((call) => call.input)).toEqual(['a', 'abc']);
  });

  it('ignores an input that renders the same as the last one asked for', () => {
    const { calls, queue } = setup();
    queue.request('a');
    queue.request('a');
    jest.advanceTimersByTime(1000);
    expect(calls).toHaveLength(1);
  });

  it('publishes results in order and drops one that ends after a newer one', async () => {
    const { calls, published, queue } = setup();
    queue.request('a');
    queue.request('ab');
    jest.advanceTimersByTime(300);
    calls[1].resolve('AB');
    await settle();
    calls[0].resolve('A');
    await settle();
    expect(published).toEqual(['AB']);
  });

  it('reports a render that failed, unless a newer result is out', async () => {
    const { calls, published, failures, queue } = setup();
    queue.request('a');
    queue.request('ab');
    jest.advanceTimersByTime(300);
    calls[1].resolve('AB');
    await settle();
    calls[0].reject(new Error('old chunk'));
    queue.request('abc');
    jest.advanceTimersByTime(300);
    calls[2].reject(new Error('chunk did not load'));
    await settle();
    expect(published).toEqual(['AB']);
    expect(failures).toEqual([new Error('chunk did not load')]);
  });

  it('starts and publishes nothing once disposed', async () => {
    const { calls, published, queue } = setup();
    queue.request('a');
    queue.request('ab');
    queue.dispose();
    jest.advanceTimersByTime(1000);
    calls[0].resolve('A');
    await settle();
    queue.request('abc');
    expect(calls).toHaveLength(1);
    expect(published).toEqual([]);
  });
});
