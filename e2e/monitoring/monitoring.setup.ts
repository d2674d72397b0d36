import path from 'node:path';
import { test as setup } from '@playwright/test';
import { buildFixture, removeFixture, serveFixture } from '../buildFixture';
import { saveVariantServer } from '../variant/server';
import { SINK_DSN } from './ports';
import { sentryDebugLogsIn } from './sentryDebugLogs';

// One build with a DSN and the crash fixture pages, shared by every monitoring test; the
// variant teardown stops its server and removes it.
setup('build and serve the site with a DSN pointing at the envelope sink', async ({ baseURL }) => {
  setup.setTimeout(600_000);
  const { dir, code, output } = await buildFixture(async () => undefined, {
    env: {
      TROVE_TEST_FIXTURES: '1',
      GATSBY_SENTRY_DSN: SINK_DSN,
      GATSBY_SENTRY_ENVIRONMENT: 'e2e',
      GATSBY_SENTRY_RELEASE: 'trove-docs@e2e',
      GATSBY_SENTRY_CANVAS_QUALITY: 'low',
    },
  });
  if (code !== 0) throw new Error(`The monitoring build failed (exit ${code}):\n${output.slice(-3000)}`);
  const debugLogs = sentryDebugLogsIn(path.join(dir, 'public'));
  if (debugLogs.length) {
    await removeFixture(dir);
    throw new Error(`The monitoring build ships Sentry's debug logging:\n${debugLogs.join('\n')}`);
  }
  const server = await serveFixture(dir, Number(new URL(baseURL!).port));
  await saveVariantServer(baseURL!, { dir, pid: server.pid! });
});
