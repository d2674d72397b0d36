import { test as setup } from '@playwright/test';
import { serveFixture } from '../buildFixture';
import { saveVariantServer } from './server';
import { buildVariant } from './variantBuild';

setup('build and serve the site with the variant config', async ({ baseURL }) => {
  setup.setTimeout(300_000);
  const dir = await buildVariant();
  const server = await serveFixture(dir, Number(new URL(baseURL!).port));
  await saveVariantServer(baseURL!, { dir, pid: server.pid! });
});
