import { makeBrowserOfflineTransport, makeFetchTransport } from '@sentry/gatsby';

/**
 * Sentry's fetch transport behind its offline queue (IndexedDB, retried with back-off), so events
 * raised offline are sent later instead of lost.
 */
export const makeOfflineTransport = makeBrowserOfflineTransport(makeFetchTransport);

type OfflineTransport = ReturnType<typeof makeOfflineTransport>;
export type OfflineTransportOptions = Parameters<typeof makeOfflineTransport>[0];
export type Envelope = Parameters<OfflineTransport['send']>[0];
export type TransportResponse = Awaited<ReturnType<OfflineTransport['send']>>;
