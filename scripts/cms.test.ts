/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

test('npm run cms refuses content fetched from TROVE_CONTENT_GIT, saying why and what to do, and starts nothing', () => {
  const run = spawnSync(process.execPath, [path.join(__dirname, 'cms.mjs')], {
    env: { ...process.env, TROVE_CONTENT_GIT: 'https://github.com/trove-app/docs.git', TROVE_CONTENT_REF: 'main' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('TROVE_CONTENT_GIT is set');
  expect(run.stderr).toContain('TROVE_CONTENT_DIR set to the clone');
  expect(run.stdout).not.toContain('gatsby');
});
