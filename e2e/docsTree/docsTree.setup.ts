import { test as setup } from '@playwright/test';
import { buildFixture, serveFixture, writeNavigation } from '../buildFixture';
import { docsTreeNavigation } from './navigation';
import { saveVariantServer } from '../variant/server';
import { writeFixtureDocs } from './fixtureDocs';

// One build of the fixture docs tree with a generated sidebar, shared by the docs-tree tests; the
// variant teardown stops its server and removes it.
setup('build and serve a docs tree in folders with a generated sidebar', async ({ baseURL }) => {
  setup.setTimeout(600_000);
  const { dir, code, output } = await buildFixture(async (fixture) => {
    await writeFixtureDocs(fixture);
    await writeNavigation(fixture, docsTreeNavigation);
  });
  if (code !== 0) throw new Error(`The docs-tree build failed (exit ${code}):\n${output.slice(-3000)}`);
  const server = await serveFixture(dir, Number(new URL(baseURL!).port));
  await saveVariantServer(baseURL!, { dir, pid: server.pid! });
});
