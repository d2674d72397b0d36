type Listening = [EventTarget, string, EventListenerOrEventListenerObject, boolean | EventListenerOptions | undefined];

/**
 * Runs `start` (a module's "call once" set-up) and returns what undoes it: the listeners it added to
 * the window and the document are removed, so the next test starts from a page without them.
 */
export function startTracked(start: () => void): () => void {
  const added: Listening[] = [];
  const spies = [window, document].map((target) => {
    const original = target.addEventListener.bind(target);
    return jest
      .spyOn(target, 'addEventListener')
      .mockImplementation(
        (
          type: string,
          listener: EventListenerOrEventListenerObject | null,
          options?: boolean | AddEventListenerOptions,
        ) => {
          if (!listener) return;
          added.push([target, type, listener, options]);
          original(type, listener, options);
        },
      );
  });
  try {
    start();
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
  return () =>
    added.forEach(([target, type, listener, options]) => target.removeEventListener(type, listener, options));
}
