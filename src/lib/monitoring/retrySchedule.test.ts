import { createEnvelope, makeOfflineTransport, type Envelope } from '@sentry/core';
import { OFFLINE_RETRY_AFTER_SUCCESS_MS, OFFLINE_RETRY_MAX_MS, OFFLINE_RETRY_START_MS } from './constants';

// The retry schedule (5 s, doubling up to 1 hour, 100 ms after a success) is Sentry's offline
// transport's own, with no option for it: this drives the real transport with fake timers, so an
// SDK upgrade that changes it fails here.

const envelope = (id: string): Envelope => createEnvelope({ event_id: id }, []);

test('retries start at 5 s, double up to 1 hour, and drop to 100 ms after a success', async () => {
  jest.useFakeTimers();
  let online = false;
  const attempts: Array<{ at: number; id: unknown }> = [];
  const queue: Envelope[] = [];
  const transport = makeOfflineTransport(() => ({
    send: async (sent: Envelope) => {
      attempts.push({ at: Date.now(), id: sent[0].event_id });
      if (!online) throw new Error('offline');
      return { statusCode: 200 };
    },
    flush: async () => true,
  }))({
    recordDroppedEvent: () => undefined,
    createStore: () => ({
      push: async (queued: Envelope) => void queue.push(queued),
      unshift: async (queued: Envelope) => void queue.unshift(queued),
      shift: async () => queue.shift(),
    }),
  });

  const start = Date.now();
  await transport.send(envelope('first'));
  await transport.send(envelope('second'));
  // Twelve failed retries of the oldest event: 5 s, then doubling, capped at 1 hour.
  const expected = [5, 10, 20, 40, 80, 160, 320, 640, 1280, 2560, 3600, 3600].map((seconds) => seconds * 1000);
  for (const delay of expected) await jest.advanceTimersByTimeAsync(delay);
  const retries = attempts.slice(2).map((attempt, index, all) => attempt.at - (index ? all[index - 1].at : start));
  expect(retries).toEqual(expected);
  expect(expected[0]).toBe(OFFLINE_RETRY_START_MS);
  expect(Math.max(...expected)).toBe(OFFLINE_RETRY_MAX_MS);

  online = true;
  await jest.advanceTimersByTimeAsync(OFFLINE_RETRY_MAX_MS);
  await jest.advanceTimersByTimeAsync(OFFLINE_RETRY_AFTER_SUCCESS_MS);
  const [delivered, next] = attempts.slice(-2);
  expect([delivered.id, next.id]).toEqual(['first', 'second']);
  expect(next.at - delivered.at).toBe(OFFLINE_RETRY_AFTER_SUCCESS_MS);
  expect(queue).toEqual([]);
  jest.useRealTimers();
});
