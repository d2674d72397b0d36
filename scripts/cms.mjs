// `npm run cms`: the CMS for editing on this machine. decap-server, the CMS's local backend, writes the
// content files the site is built from (bound to 127.0.0.1 only: it writes to disk without a login), beside
// `gatsby develop`, which serves the site and the CMS at http://localhost:8000/admin/ and shows each
// saved change. Stopping this script (Ctrl+C) stops both.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createJiti } from 'jiti';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
// The content folder resolves from the project, as the build resolves it.
process.chdir(root);
const { contentInRepository, localEditingProblem } = await createJiti(import.meta.url).import(
  '../src/node/cms/contentInRepository.ts',
);
const problem = localEditingProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}
/** decap-server writes where the build reads: the project, or a content folder elsewhere (TROVE_CONTENT_DIR). */
const { repositoryDir } = contentInRepository();

/** decap-server's port: CMS_LOCAL_PORT, as the build writes it into /admin/config.yml (which validates it). */
const port = process.env.CMS_LOCAL_PORT || '8081';

const children = [
  spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: port, BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: repositoryDir },
  }),
  // As `npm run develop` starts it (telemetry off).
  spawn(process.execPath, [path.join(root, 'scripts/gatsby.mjs'), 'develop', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  }),
];

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());
