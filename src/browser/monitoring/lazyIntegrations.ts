import {
  addIntegration,
  browserProfilingIntegration,
  browserTracingIntegration,
  feedbackIntegration,
  replayCanvasIntegration,
  replayIntegration,
} from '@sentry/gatsby';
import {
  canvasOptions,
  feedbackOptions,
  replayOptions,
  tracingOptions,
  withCanvasSnapshotRate,
} from '../../lib/monitoring/options';
import type { MonitoringSettings } from '../../lib/monitoring/settings';

/**
 * Tracing with profiling, session replay with canvas, and the feedback widget: the heavy parts of
 * monitoring, in their own chunk that startMonitoring imports once the page is interactive. The
 * page-load span still starts at the navigation's time origin, so page loads are measured whole.
 */
export function addLazyIntegrations(settings: MonitoringSettings): void {
  addIntegration(browserTracingIntegration(tracingOptions));
  addIntegration(browserProfilingIntegration());
  addIntegration(replayIntegration(replayOptions));
  addIntegration(withCanvasSnapshotRate(replayCanvasIntegration(canvasOptions(settings.canvasQuality))));
  addIntegration(feedbackIntegration(feedbackOptions));
}
