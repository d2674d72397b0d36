import { lazyResource } from '../../lib/lazyResource';

/** What the Sentry client asks of a transport. */
export interface TransportLike<Envelope, Response> {
  send(envelope: Envelope): PromiseLike<Response>;
  flush(timeout?: number): PromiseLike<boolean>;
}

/**
 * A transport whose code loads when it is first needed: on the first event, or on `preload` (once
 * the page is interactive, so events an earlier visit queued go out). The offline queue and its
 * IndexedDB store stay off the first load (monitoring may add at most 35 KB to it) and no event is
 * lost: those sent meanwhile wait for it. A failed load is tried again on the next event.
 */
export function deferredTransport<Options, Envelope, Response>(
  load: () => Promise<(options: Options) => TransportLike<Envelope, Response>>,
): { makeTransport: (options: Options) => TransportLike<Envelope, Response>; preload: () => void } {
  let loadTransport: (() => Promise<TransportLike<Envelope, Response>>) | undefined;

  function makeTransport(options: Options): TransportLike<Envelope, Response> {
    const transport = lazyResource(() => load().then((make) => make(options)));
    let requested = false;
    const ready = () => {
      requested = true;
      return transport.load();
    };
    loadTransport = ready;
    return {
      send: (envelope) => ready().then((loaded) => loaded.send(envelope)),
      // Nothing was sent before the transport was asked for, so there is nothing to flush.
      flush: (timeout) => (requested ? ready().then((loaded) => loaded.flush(timeout)) : Promise.resolve(true)),
    };
  }

  return {
    makeTransport,
    /** Loads the transport now if the client has made it; a failure is left to the next event. */
    preload: () => void loadTransport?.().catch(() => undefined),
  };
}
