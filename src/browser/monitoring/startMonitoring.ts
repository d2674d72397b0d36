import {
  BrowserClient,
  breadcrumbsIntegration,
  captureException,
  defaultStackParser,
  getCurrentScope,
  globalHandlersIntegration,
  httpContextIntegration,
  linkedErrorsIntegration,
} from '@sentry/gatsby';
import { setErrorReporter } from '../../lib/errorReporting';
import { sentryInitOptions } from '../../lib/monitoring/options';
import type { MonitoringSettings } from '../../lib/monitoring/settings';
import { afterInteractive } from './afterInteractive';
import { deferredTransport } from './deferredTransport';
import type { Envelope, OfflineTransportOptions, TransportResponse } from './offlineTransport';

/**
 * Starts Sentry on first load with what catches errors: unhandled errors and rejections (its
 * default integrations), breadcrumbs, and the error boundaries' errors through the site's reporter.
 * The transport with its offline queue loads on the first event or once the page is interactive;
 * tracing, profiling, replay and feedback then too, in their own chunk. That keeps the first load
 * within its budget (docs/monitoring.md).
 */
export function startMonitoring(settings: MonitoringSettings): void {
  const transport = deferredTransport<OfflineTransportOptions, Envelope, TransportResponse>(() =>
    import(/* webpackChunkName: "monitoring-transport" */ './offlineTransport').then(
      ({ makeOfflineTransport }) => makeOfflineTransport,
    ),
  );
  // A client built by hand rather than `init`, which always bundles all twelve default integrations:
  // only what captures unhandled errors and their context ships on first load (monitoring may add
  // at most 35 KB to it); the rest of Sentry's defaults join the heavy parts once the page is
  // interactive.
  const client = new BrowserClient({
    ...sentryInitOptions(settings),
    transport: transport.makeTransport,
    stackParser: defaultStackParser,
    integrations: [
      breadcrumbsIntegration(),
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      httpContextIntegration(),
    ],
  });
  getCurrentScope().setClient(client);
  client.init();
  setErrorReporter((error, { boundary, part, componentStack }) => {
    captureException(error, {
      tags: { boundary, ...(part && { part }) },
      contexts: { react: { componentStack: componentStack ?? null } },
    });
  });
  afterInteractive(() => {
    transport.preload();
    import('./lazyIntegrations')
      .then(({ addLazyIntegrations }) => addLazyIntegrations(settings))
      // Errors are still reported without these; a failed chunk must not add one.
      .catch((error: unknown) => console.warn('Could not load tracing, replay and feedback:', error));
  });
}
