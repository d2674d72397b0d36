import { sentryInitOptions } from './options';

const settings = {
  dsn: 'https://key@o1.ingest.sentry.io/42',
  environment: 'production',
  canvasQuality: 'medium' as const,
};

describe('sentryInitOptions', () => {
  test('a DSN alone: the monitoring rates and limits, no release or tunnel', () => {
    expect(sentryInitOptions(settings)).toEqual({
      dsn: settings.dsn,
      environment: 'production',
      maxBreadcrumbs: 100,
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      profileSessionSampleRate: 0.1,
      profileLifecycle: 'trace',
      transportOptions: { bufferSize: 64, maxQueueSize: 30, flushAtStartup: true },
    });
  });

  test('release and tunnel pass through when set', () => {
    expect(sentryInitOptions({ ...settings, release: 'trove-docs@1.2.3', tunnel: '/monitoring' })).toMatchObject({
      release: 'trove-docs@1.2.3',
      tunnel: '/monitoring',
    });
  });
});
