import {
  browserProfilingIntegration,
  browserTracingIntegration,
  captureException,
  init,
  makeBrowserOfflineTransport,
  makeFetchTransport,
} from '@sentry/gatsby';
import { setErrorReporter } from '../../lib/errorReporting';
import { sentryInitOptions, tracingOptions } from '../../lib/monitoring/options';
import type { MonitoringSettings } from '../../lib/monitoring/settings';
import { afterInteractive } from './afterInteractive';

/**
 * Starts Sentry: unhandled errors and rejections (its default integrations), tracing and profiling
 * from the first load; the error boundaries' errors through the site's reporter; replay and
 * feedback later, in their own chunk.
 */
export function startMonitoring(settings: MonitoringSettings): void {
  init({
    ...sentryInitOptions(settings),
    transport: makeBrowserOfflineTransport(makeFetchTransport),
    integrations: (defaults) => [...defaults, browserTracingIntegration(tracingOptions), browserProfilingIntegration()],
  });
  setErrorReporter((error, { boundary, part, componentStack }) => {
    captureException(error, {
      tags: { boundary, ...(part && { part }) },
      contexts: { react: { componentStack: componentStack ?? null } },
    });
  });
  afterInteractive(() => {
    import('./lazyIntegrations')
      .then(({ addLazyIntegrations }) => addLazyIntegrations(settings))
      // Errors are still reported without replay and feedback; a failed chunk must not add one.
      .catch((error: unknown) => console.warn('Could not load session replay and feedback:', error));
  });
}
