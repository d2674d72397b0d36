import fs from 'node:fs/promises';
import { test as teardown } from '@playwright/test';
import { removeFixture } from '../buildFixture';
import { loadVariantServer, variantStateFile } from './server';

teardown('stop the variant server and remove its build', async ({ baseURL }) => {
  const server = await loadVariantServer(baseURL!);
  if (!server) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  await removeFixture(server.dir);
  await fs.rm(variantStateFile(baseURL!), { force: true });
});
