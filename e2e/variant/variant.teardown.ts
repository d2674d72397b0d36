import fs from 'node:fs/promises';
import { test as teardown } from '@playwright/test';
import { removeFixture } from '../buildFixture';
import { stopProcessGroup } from '../processGroup';
import { loadVariantServer, variantStateFile } from './server';

teardown('stop the variant server and remove its build', async ({ baseURL }) => {
  const server = await loadVariantServer(baseURL!);
  if (!server) return;
  await stopProcessGroup(server.pid);
  await removeFixture(server.dir);
  await fs.rm(variantStateFile(baseURL!), { force: true });
});
