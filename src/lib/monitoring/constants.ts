// The monitoring settings, in one place. Each says which Sentry option carries it; the offline
// retry delays are Sentry's own (it has no option for them), pinned by retrySchedule.test.ts.

/** One trace in ten is sampled. Sentry `tracesSampleRate`. */
export const TRACES_SAMPLE_RATE = 0.1;

/** One session in ten is replayed. Sentry `replaysSessionSampleRate`. */
export const REPLAY_SESSION_SAMPLE_RATE = 0.1;

/** Every session with an error is replayed. Sentry `replaysOnErrorSampleRate`. */
export const REPLAY_ON_ERROR_SAMPLE_RATE = 1;

/**
 * Replay masks no text and blocks no media: a replay shows the page as the reader saw it
 * (docs/monitoring.md: privacy trade-off). Replay `maskAllText`, `maskAllInputs` and `blockAllMedia`.
 */
export const REPLAY_PRIVACY = { maskAllText: false, maskAllInputs: false, blockAllMedia: false } as const;

/** The canvas replay quality presets an operator may pick. Replay-canvas `quality`. */
export const CANVAS_QUALITIES = ['low', 'medium', 'high'] as const;
export type CanvasQuality = (typeof CANVAS_QUALITIES)[number];

/** The preset used when GATSBY_SENTRY_CANVAS_QUALITY is not set: Sentry's own default. */
export const DEFAULT_CANVAS_QUALITY: CanvasQuality = 'medium';

/** Canvas recordings are capped at 1280 pixels in each dimension. Replay-canvas `maxCanvasSize`. */
export const CANVAS_MAX_SIZE_PX = 1280;

/**
 * Canvas snapshots are taken about 2 times a second. Sentry ties the rate to the preset (low 1,
 * medium 2, high 4 a second), so the integration's options are pinned to this rate whatever the preset.
 */
export const CANVAS_SNAPSHOTS_PER_SECOND = 2;

/** Up to 30 unsent events are kept for later. Offline transport `maxQueueSize` (IndexedDB). */
export const OFFLINE_QUEUE_SIZE = 30;

/** An unsent event is retried 5 s after the failure. Fixed by Sentry's offline transport (START_DELAY). */
export const OFFLINE_RETRY_START_MS = 5000;

/** The retry delay doubles up to 1 hour. Fixed by Sentry's offline transport (MAX_DELAY). */
export const OFFLINE_RETRY_MAX_MS = 60 * 60 * 1000;

/** The next queued event goes 100 ms after a success. Fixed by Sentry's offline transport (MIN_DELAY). */
export const OFFLINE_RETRY_AFTER_SUCCESS_MS = 100;

/** Share of sessions profiled: profiling follows the trace sample rate. */
export const PROFILE_SESSION_SAMPLE_RATE = TRACES_SAMPLE_RATE;

/** The last 100 breadcrumbs go with an event. Sentry `maxBreadcrumbs`. */
export const MAX_BREADCRUMBS = 100;

/** A page-load trace ends 1 s after its last activity. Browser tracing `idleTimeout`. */
export const TRACING_IDLE_TIMEOUT_MS = 1000;

/** A page-load trace ends after 30 s at most. Browser tracing `finalTimeout`. */
export const TRACING_FINAL_TIMEOUT_MS = 30_000;

/** A trace ends when a child span has run 15 s. Browser tracing `childSpanTimeout`. */
export const TRACING_CHILD_SPAN_TIMEOUT_MS = 15_000;

/** At most 64 events wait to be sent at once. Sentry `transportOptions.bufferSize`. */
export const TRANSPORT_BUFFER_SIZE = 64;
