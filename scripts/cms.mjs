// `npm run cms`: the CMS for editing on this machine. decap-server, the CMS's local backend, writes the
// content files the site is built from (bound to 127.0.0.1 only: it writes to disk without a login, and
// rooted at the content folder: it can write nothing else), beside `gatsby develop`, which serves the
// site and the CMS at http://localhost:8000/admin/ and shows each saved change. Stopping this script
// (Ctrl+C) stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createJiti } from 'jiti';
import { spawnDecapServer } from './decapServer.mjs';

const root = path.resolve(import.meta.dirname, '..');
// The content folder resolves from the project, as the build resolves it.
process.chdir(root);
const jiti = createJiti(import.meta.url);
const { localEditingProblem } = await jiti.import('../src/node/cms/contentInRepository.ts');
const { contentRoot } = await jiti.import('../src/node/content/contentRoot.ts');
const { LOCAL_EDITING_ENV, cmsLocalPort } = await jiti.import('../src/lib/cms/localBackend.ts');
const problem = localEditingProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}

/** decap-server's port: CMS_LOCAL_PORT, read as the build reads it to write it into /admin/config.yml. */
let port;
try {
  port = cmsLocalPort(process.env);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const children = [
  spawnDecapServer({ cwd: root, contentDir: contentRoot(), port, stdio: 'inherit' }),
  // As `npm run develop` starts it (telemetry off), writing the CMS config for this decap-server
  // (paths in the content folder), whatever Git backend the deployed site's CMS commits to.
  spawn(process.execPath, [path.join(root, 'scripts/gatsby.mjs'), 'develop', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, [LOCAL_EDITING_ENV]: '1' },
  }),
];

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());
