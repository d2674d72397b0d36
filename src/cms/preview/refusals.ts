/**
 * Keeps a form's refusal out of the console's errors. When a field is invalid, Decap shows the
 * field's message and ends its save with `Promise.reject()`, which nothing catches: every refusal
 * logged "Uncaught (in promise) undefined" (decaporg/decap-cms#2320), a page error the editor
 * did nothing wrong to cause. Only a rejection without a reason, which Decap's refusal is, is
 * marked handled; every other one is logged as before. Returns what stops it.
 */
export function quietRefusals(target: Window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (event.reason === undefined) event.preventDefault();
  };
  target.addEventListener('unhandledrejection', onRejection);
  return () => target.removeEventListener('unhandledrejection', onRejection);
}
