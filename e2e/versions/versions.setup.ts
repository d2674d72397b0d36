import { test as setup } from '@playwright/test';
import { buildFixture, serveFixture } from '../buildFixture';
import { saveVariantServer } from '../variant/server';
import { makeVersionedSite } from './versionsFixture';

// One build of the site with three versions, shared by the versions tests; the variant teardown
// stops its server and removes it.
setup('build and serve a site with three versions', async ({ baseURL }) => {
  setup.setTimeout(600_000);
  const { dir, code, output } = await buildFixture(makeVersionedSite);
  if (code !== 0) throw new Error(`The versions build failed (exit ${code}):\n${output.slice(-3000)}`);
  const server = await serveFixture(dir, Number(new URL(baseURL!).port));
  await saveVariantServer(baseURL!, { dir, pid: server.pid! });
});
