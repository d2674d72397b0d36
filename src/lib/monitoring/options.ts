import * as limits from './constants';
import type { MonitoringSettings } from './settings';

/**
 * Options for `Sentry.init`, from the validated settings and the monitoring constants; the browser
 * module adds the SDK objects (integrations, transport) that cannot be built without the SDK.
 */
export function sentryInitOptions(settings: MonitoringSettings) {
  return {
    dsn: settings.dsn,
    environment: settings.environment,
    ...(settings.release && { release: settings.release }),
    ...(settings.tunnel && { tunnel: settings.tunnel }),
    maxBreadcrumbs: limits.MAX_BREADCRUMBS,
    tracesSampleRate: limits.TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: limits.REPLAY_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: limits.REPLAY_ON_ERROR_SAMPLE_RATE,
    profileSessionSampleRate: limits.PROFILE_SESSION_SAMPLE_RATE,
    // Profiles follow the sampled traces, which already bound their length (a trace ends within 30 s, the longest a profile may run).
    profileLifecycle: 'trace' as const,
    transportOptions: {
      bufferSize: limits.TRANSPORT_BUFFER_SIZE,
      maxQueueSize: limits.OFFLINE_QUEUE_SIZE,
      // Events queued on an earlier visit go out as soon as the reader comes back.
      flushAtStartup: true,
    },
  };
}
