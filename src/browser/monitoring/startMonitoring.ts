import { captureException, init, makeBrowserOfflineTransport, makeFetchTransport } from '@sentry/gatsby';
import { setErrorReporter } from '../../lib/errorReporting';
import { sentryInitOptions } from '../../lib/monitoring/options';
import type { MonitoringSettings } from '../../lib/monitoring/settings';
import { afterInteractive } from './afterInteractive';

/**
 * Starts Sentry on first load with what catches errors: unhandled errors and rejections (its
 * default integrations), breadcrumbs, the offline queue, and the error boundaries' errors through
 * the site's reporter. Tracing, profiling, replay and feedback follow once the page is interactive,
 * in their own chunk, which keeps the first load within its budget (README: Monitoring).
 */
export function startMonitoring(settings: MonitoringSettings): void {
  init({ ...sentryInitOptions(settings), transport: makeBrowserOfflineTransport(makeFetchTransport) });
  setErrorReporter((error, { boundary, part, componentStack }) => {
    captureException(error, {
      tags: { boundary, ...(part && { part }) },
      contexts: { react: { componentStack: componentStack ?? null } },
    });
  });
  afterInteractive(() => {
    import('./lazyIntegrations')
      .then(({ addLazyIntegrations }) => addLazyIntegrations(settings))
      // Errors are still reported without these; a failed chunk must not add one.
      .catch((error: unknown) => console.warn('Could not load tracing, replay and feedback:', error));
  });
}
