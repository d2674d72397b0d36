import { quietRefusals } from './refusals';

/** An `unhandledrejection` event as the browser sends it (jsdom has no PromiseRejectionEvent). */
function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
}

it("marks Decap's refusal, a rejection without a reason, as handled, and no other", () => {
  const stop = quietRefusals(window);
  const refusal = rejection(undefined);
  const failure = rejection(new Error('Failed to persist entry'));
  window.dispatchEvent(refusal);
  window.dispatchEvent(failure);
  expect(refusal.defaultPrevented).toBe(true);
  expect(failure.defaultPrevented).toBe(false);
  stop();
  const later = rejection(undefined);
  window.dispatchEvent(later);
  expect(later.defaultPrevented).toBe(false);
});
