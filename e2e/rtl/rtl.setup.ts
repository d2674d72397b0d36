import { test as setup } from '@playwright/test';
import { buildFixture, serveFixture } from '../buildFixture';
import { saveVariantServer } from '../variant/server';
import { makeArabicSite } from './rtlSite';

// One build of the tests' content as a right-to-left Arabic site, shared by the right-to-left tests;
// the variant teardown stops its server and removes it.
setup('build and serve the site with Arabic, right to left, as its locale', async ({ baseURL }) => {
  setup.setTimeout(600_000);
  const { dir, code, output } = await buildFixture(makeArabicSite);
  if (code !== 0) throw new Error(`The right-to-left build failed (exit ${code}):\n${output.slice(-3000)}`);
  const server = await serveFixture(dir, Number(new URL(baseURL!).port));
  await saveVariantServer(baseURL!, { dir, pid: server.pid! });
});
