import { readMonitoringSettings, unusedMonitoringVariables } from './settings';

const DSN = 'https://abc123@o1.ingest.sentry.io/42';

describe('readMonitoringSettings', () => {
  test('no DSN, or a blank one: monitoring is off', () => {
    expect(readMonitoringSettings({})).toBeNull();
    expect(readMonitoringSettings({ GATSBY_SENTRY_DSN: '  ' })).toBeNull();
    expect(readMonitoringSettings({ GATSBY_SENTRY_ENVIRONMENT: 'staging', GATSBY_SENTRY_TUNNEL: '/t' })).toBeNull();
  });

  test('a DSN alone: production environment, medium canvas quality, no release or tunnel', () => {
    expect(readMonitoringSettings({ GATSBY_SENTRY_DSN: DSN })).toEqual({
      dsn: DSN,
      environment: 'production',
      canvasQuality: 'medium',
    });
  });

  test('every variable set', () => {
    expect(
      readMonitoringSettings({
        GATSBY_SENTRY_DSN: ` ${DSN} `,
        GATSBY_SENTRY_ENVIRONMENT: 'staging',
        GATSBY_SENTRY_RELEASE: 'trove-docs@1.2.3',
        GATSBY_SENTRY_TUNNEL: '/monitoring',
        GATSBY_SENTRY_CANVAS_QUALITY: 'high',
      }),
    ).toEqual({
      dsn: DSN,
      environment: 'staging',
      release: 'trove-docs@1.2.3',
      tunnel: '/monitoring',
      canvasQuality: 'high',
    });
  });

  test.each(['low', 'medium', 'high'])('canvas quality %s', (quality) => {
    expect(readMonitoringSettings({ GATSBY_SENTRY_DSN: DSN, GATSBY_SENTRY_CANVAS_QUALITY: quality })).toMatchObject({
      canvasQuality: quality,
    });
  });

  test('a tunnel may be an absolute URL', () => {
    expect(
      readMonitoringSettings({ GATSBY_SENTRY_DSN: DSN, GATSBY_SENTRY_TUNNEL: 'https://tunnel.trove.app/t' }),
    ).toMatchObject({ tunnel: 'https://tunnel.trove.app/t' });
  });

  test('a bad value names the variable, what was found and what to set', () => {
    const read = (env: Record<string, string>) => () => readMonitoringSettings({ GATSBY_SENTRY_DSN: DSN, ...env });
    expect(read({ GATSBY_SENTRY_DSN: 'not a dsn' })).toThrowErrorMatchingInlineSnapshot(
      `"GATSBY_SENTRY_DSN: found "not a dsn"; expected a Sentry DSN such as https://<public key>@o0.ingest.sentry.io/<project id> (or unset it to build without monitoring)"`,
    );
    expect(read({ GATSBY_SENTRY_DSN: 'https://o1.ingest.sentry.io/42' })).toThrow(/GATSBY_SENTRY_DSN/);
    expect(read({ GATSBY_SENTRY_DSN: 'ftp://key@o1.ingest.sentry.io/42' })).toThrow(/GATSBY_SENTRY_DSN/);
    expect(read({ GATSBY_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/project' })).toThrow(/GATSBY_SENTRY_DSN/);
    expect(read({ GATSBY_SENTRY_DSN: 'https://public-key@o1.ingest.sentry.io/42' })).toThrow(/GATSBY_SENTRY_DSN/);
    expect(read({ GATSBY_SENTRY_CANVAS_QUALITY: 'ultra' })).toThrowErrorMatchingInlineSnapshot(
      `"GATSBY_SENTRY_CANVAS_QUALITY: found "ultra"; expected one of low, medium, high"`,
    );
    expect(read({ GATSBY_SENTRY_TUNNEL: 'monitoring' })).toThrowErrorMatchingInlineSnapshot(
      `"GATSBY_SENTRY_TUNNEL: found "monitoring"; expected a path on this site such as /monitoring, or an http(s) URL"`,
    );
    expect(read({ GATSBY_SENTRY_RELEASE: 'a/b' })).toThrowErrorMatchingInlineSnapshot(
      `"GATSBY_SENTRY_RELEASE: found "a/b"; expected at most 200 characters, no slash, backslash, tab or line break"`,
    );
    expect(read({ GATSBY_SENTRY_RELEASE: '..' })).toThrow(/GATSBY_SENTRY_RELEASE/);
    expect(read({ GATSBY_SENTRY_ENVIRONMENT: 'x'.repeat(65) })).toThrow(/GATSBY_SENTRY_ENVIRONMENT.*at most 64/);
  });
});

describe('unusedMonitoringVariables', () => {
  test('lists the variables set without a DSN, none with one', () => {
    expect(unusedMonitoringVariables({ GATSBY_SENTRY_RELEASE: '1', GATSBY_SENTRY_CANVAS_QUALITY: 'low' })).toEqual([
      'GATSBY_SENTRY_RELEASE',
      'GATSBY_SENTRY_CANVAS_QUALITY',
    ]);
    expect(unusedMonitoringVariables({ GATSBY_SENTRY_DSN: DSN, GATSBY_SENTRY_RELEASE: '1' })).toEqual([]);
    expect(unusedMonitoringVariables({})).toEqual([]);
  });
});
