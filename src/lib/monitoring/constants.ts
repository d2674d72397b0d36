// Every monitoring constant of spec section 9, in one place. Each says which Sentry option carries it,
// or that the SDK fixes the value itself (pinned against the SDK by constants.test.ts where it can be).

/** Spec 9: "trace sample rate 0.1". Sentry `tracesSampleRate`. */
export const TRACES_SAMPLE_RATE = 0.1;

/** Spec 9: "session replay sample rate 0.1". Sentry `replaysSessionSampleRate`. */
export const REPLAY_SESSION_SAMPLE_RATE = 0.1;

/** Spec 9: "replay on error 1 (always)". Sentry `replaysOnErrorSampleRate`. */
export const REPLAY_ON_ERROR_SAMPLE_RATE = 1;

/** Spec 9: "no text masked and no media blocked". Replay `maskAllText`, `maskAllInputs` and `blockAllMedia`. */
export const REPLAY_PRIVACY = { maskAllText: false, maskAllInputs: false, blockAllMedia: false } as const;

/** Spec 9: canvas replay quality presets. Replay-canvas `quality`. */
export const CANVAS_QUALITIES = ['low', 'medium', 'high'] as const;
export type CanvasQuality = (typeof CANVAS_QUALITIES)[number];

/** The preset used when GATSBY_SENTRY_CANVAS_QUALITY is not set: Sentry's own default. */
export const DEFAULT_CANVAS_QUALITY: CanvasQuality = 'medium';

/** Spec 9: "canvas size capped at 1280 in each dimension". Replay-canvas `maxCanvasSize`. */
export const CANVAS_MAX_SIZE_PX = 1280;

/**
 * Spec 9: "snapshots about 2 per second". Sentry ties the rate to the preset (low 1, medium 2,
 * high 4 a second), so the integration's options are pinned to this rate whatever the preset.
 */
export const CANVAS_SNAPSHOTS_PER_SECOND = 2;

/** Spec 9: "30 stored events by default". Offline transport `maxQueueSize` (IndexedDB). */
export const OFFLINE_QUEUE_SIZE = 30;

/** Spec 9: "retry delay starts at 5000 ms". Fixed by Sentry's offline transport (START_DELAY). */
export const OFFLINE_RETRY_START_MS = 5000;

/** Spec 9: the retry delay "doubles up to 1 hour". Fixed by Sentry's offline transport (MAX_DELAY). */
export const OFFLINE_RETRY_MAX_MS = 60 * 60 * 1000;

/** Spec 9: "100 ms after a success". Fixed by Sentry's offline transport (MIN_DELAY). */
export const OFFLINE_RETRY_AFTER_SUCCESS_MS = 100;

/** Spec 9: profiling "sampling interval 10 ms". Fixed by Sentry's browser profiler; no option. */
export const PROFILING_SAMPLE_INTERVAL_MS = 10;

/** Spec 9: "maximum profile length 30000 ms". Fixed by Sentry (MAX_PROFILE_DURATION_MS, the profiler's buffer). */
export const PROFILING_MAX_DURATION_MS = 30_000;

/** Spec 9: "at most 30 profiles held". Sentry 11's chunked profiler holds none; no option (see README). */
export const PROFILING_MAX_HELD = 30;

/** Spec 9: "at least 2 samples needed". Sentry 11 drops only empty profiles; no option (see README). */
export const PROFILING_MIN_SAMPLES = 2;

/** Share of sessions profiled; the spec gives none, so profiling follows the trace sample rate. */
export const PROFILE_SESSION_SAMPLE_RATE = TRACES_SAMPLE_RATE;

/** Spec 9: "100 breadcrumbs". Sentry `maxBreadcrumbs`. */
export const MAX_BREADCRUMBS = 100;

/** Spec 9: "log batch of 100". Fixed by Sentry (MAX_LOG_BUFFER_SIZE); no option. */
export const LOG_BATCH_SIZE = 100;

/** Spec 9: "idle timeout 1 s". Browser tracing `idleTimeout`. */
export const TRACING_IDLE_TIMEOUT_MS = 1000;

/** Spec 9: "final timeout 30 s". Browser tracing `finalTimeout`. */
export const TRACING_FINAL_TIMEOUT_MS = 30_000;

/** Spec 9: "child span timeout 15 s". Browser tracing `childSpanTimeout`. */
export const TRACING_CHILD_SPAN_TIMEOUT_MS = 15_000;

/** Spec 9: "queue buffer 64". Sentry `transportOptions.bufferSize`. */
export const TRANSPORT_BUFFER_SIZE = 64;

/** Spec 9: "replay buffer cap 20,000,000 bytes". Fixed by Sentry (REPLAY_MAX_EVENT_BUFFER_SIZE); no option. */
export const REPLAY_BUFFER_MAX_BYTES = 20_000_000;
