import { addIntegration, feedbackIntegration, replayCanvasIntegration, replayIntegration } from '@sentry/gatsby';
import { canvasOptions, feedbackOptions, replayOptions, withCanvasSnapshotRate } from '../../lib/monitoring/options';
import type { MonitoringSettings } from '../../lib/monitoring/settings';

/**
 * Session replay (with canvas) and the feedback widget: the heavy parts of monitoring, in their own
 * chunk that startMonitoring imports once the page is interactive, never on first load.
 */
export function addLazyIntegrations(settings: MonitoringSettings): void {
  addIntegration(replayIntegration(replayOptions));
  addIntegration(withCanvasSnapshotRate(replayCanvasIntegration(canvasOptions(settings.canvasQuality))));
  addIntegration(feedbackIntegration(feedbackOptions));
}
