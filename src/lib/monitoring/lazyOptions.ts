import * as limits from './constants';
import type { MonitoringSettings } from './settings';

// Options of the integrations that load after the page is interactive. They live apart from
// sentryInitOptions so that their bytes stay in the lazy chunk, off the first load.

/** Options for `browserTracingIntegration` (idle 1 s, final 30 s, child span 15 s). */
export const tracingOptions = {
  idleTimeout: limits.TRACING_IDLE_TIMEOUT_MS,
  finalTimeout: limits.TRACING_FINAL_TIMEOUT_MS,
  childSpanTimeout: limits.TRACING_CHILD_SPAN_TIMEOUT_MS,
} as const;

/** Options for `replayIntegration`: nothing masked or blocked, so a replay shows what the reader saw (docs/monitoring.md: privacy). */
export const replayOptions = { ...limits.REPLAY_PRIVACY } as const;

/** Options for `replayCanvasIntegration`: the configured preset, capped at 1280 px each way. */
export function canvasOptions(quality: MonitoringSettings['canvasQuality']) {
  return {
    quality,
    maxCanvasSize: [limits.CANVAS_MAX_SIZE_PX, limits.CANVAS_MAX_SIZE_PX] as [number, number],
  };
}

/** What the canvas integration's replay options look like at run time (its public type hides them). */
interface CanvasReplayOptions {
  sampling: { canvas: number };
}

/**
 * Sentry ties the canvas snapshot rate to the quality preset (low 1, medium 2, high 4 a second);
 * snapshots are taken about 2 a second whatever the preset, so the rate is set after the preset's.
 */
export function withCanvasSnapshotRate<Integration extends object>(integration: Integration): Integration {
  const canvas = integration as Integration & { getOptions: () => CanvasReplayOptions };
  const presetOptions = canvas.getOptions.bind(canvas);
  canvas.getOptions = () => ({ ...presetOptions(), sampling: { canvas: limits.CANVAS_SNAPSHOTS_PER_SECOND } });
  return canvas;
}

/**
 * The feedback widget in the site's colours: its shadow DOM inherits the site's custom properties,
 * which the colour mode switches, so one theme serves both modes with the site's tested contrast.
 */
const siteTheme = {
  foreground: 'var(--color-text)',
  background: 'var(--color-bg)',
  accentForeground: 'var(--color-primary-contrast)',
  accentBackground: 'var(--color-primary)',
  errorColor: 'var(--color-danger-border)',
  border: '1px solid var(--color-border)',
  outline: '2px solid var(--color-focus)',
} as const;

/** Options for the feedback widget: a button through which a reader reports a problem with the page. */
export const feedbackOptions = {
  triggerLabel: 'Report a problem',
  formTitle: 'Report a problem with this page',
  submitButtonLabel: 'Send report',
  showBranding: false,
  themeLight: siteTheme,
  themeDark: siteTheme,
} as const;
