import {
  addIntegration,
  browserApiErrorsIntegration,
  browserProfilingIntegration,
  browserTracingIntegration,
  browserSessionIntegration,
  dedupeIntegration,
  eventFiltersIntegration,
  feedbackIntegration,
  functionToStringIntegration,
  replayCanvasIntegration,
  replayIntegration,
} from '@sentry/gatsby';
import {
  canvasOptions,
  feedbackOptions,
  replayOptions,
  tracingOptions,
  withCanvasSnapshotRate,
} from '../../lib/monitoring/lazyOptions';
import type { MonitoringSettings } from '../../lib/monitoring/settings';
import { followColorMode } from './followColorMode';

/**
 * Tracing with profiling, session replay with canvas, the feedback widget and the rest of Sentry's
 * default integrations (noise filters, duplicate suppression, errors inside timer and event
 * callbacks, release-health sessions): in their own chunk that startMonitoring imports once the page is interactive. The
 * page-load span still starts at the navigation's time origin, so page loads are measured whole.
 */
export function addLazyIntegrations(settings: MonitoringSettings): void {
  addIntegration(eventFiltersIntegration());
  addIntegration(dedupeIntegration());
  addIntegration(functionToStringIntegration());
  addIntegration(browserApiErrorsIntegration());
  addIntegration(browserSessionIntegration());
  addIntegration(browserTracingIntegration(tracingOptions));
  addIntegration(browserProfilingIntegration());
  addIntegration(replayIntegration(replayOptions));
  addIntegration(withCanvasSnapshotRate(replayCanvasIntegration(canvasOptions(settings.canvasQuality))));
  const feedback = feedbackIntegration(feedbackOptions);
  followColorMode(feedback);
  addIntegration(feedback);
}
