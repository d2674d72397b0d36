import * as limits from './constants';

// Spec section 9, value by value: a change here is a change of the spec.
test('the monitoring constants are the spec 9 values', () => {
  expect(limits).toMatchObject({
    TRACES_SAMPLE_RATE: 0.1,
    REPLAY_SESSION_SAMPLE_RATE: 0.1,
    REPLAY_ON_ERROR_SAMPLE_RATE: 1,
    REPLAY_PRIVACY: { maskAllText: false, maskAllInputs: false, blockAllMedia: false },
    CANVAS_QUALITIES: ['low', 'medium', 'high'],
    DEFAULT_CANVAS_QUALITY: 'medium',
    CANVAS_MAX_SIZE_PX: 1280,
    CANVAS_SNAPSHOTS_PER_SECOND: 2,
    OFFLINE_QUEUE_SIZE: 30,
    OFFLINE_RETRY_START_MS: 5000,
    OFFLINE_RETRY_MAX_MS: 3_600_000,
    OFFLINE_RETRY_AFTER_SUCCESS_MS: 100,
    PROFILING_SAMPLE_INTERVAL_MS: 10,
    PROFILING_MAX_DURATION_MS: 30_000,
    PROFILING_MAX_HELD: 30,
    PROFILING_MIN_SAMPLES: 2,
    PROFILE_SESSION_SAMPLE_RATE: 0.1,
    MAX_BREADCRUMBS: 100,
    LOG_BATCH_SIZE: 100,
    TRACING_IDLE_TIMEOUT_MS: 1000,
    TRACING_FINAL_TIMEOUT_MS: 30_000,
    TRACING_CHILD_SPAN_TIMEOUT_MS: 15_000,
    TRANSPORT_BUFFER_SIZE: 64,
    REPLAY_BUFFER_MAX_BYTES: 20_000_000,
  });
});
