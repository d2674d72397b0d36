import { test as setup } from '@playwright/test';
import { buildFixture, serveFixture } from '../buildFixture';
import { saveVariantServer } from '../variant/server';
import { makeLocalizedSite } from './localesFixture';

// One build of the site with three versions and two locales (English, and Arabic right to left),
// shared by the locales tests; the variant teardown stops its server and removes it.
setup('build and serve a site with three versions in English and Arabic', async ({ baseURL }) => {
  setup.setTimeout(900_000);
  const { dir, code, output } = await buildFixture(makeLocalizedSite);
  if (code !== 0) throw new Error(`The locales build failed (exit ${code}):\n${output.slice(-3000)}`);
  const server = await serveFixture(dir, Number(new URL(baseURL!).port));
  await saveVariantServer(baseURL!, { dir, pid: server.pid! });
});
