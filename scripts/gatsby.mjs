// `npm run develop`, `build`, `clean` and `build:tests`: this project's gatsby CLI with telemetry off.
// A `GATSBY_TELEMETRY_DISABLED=1 gatsby ...` script line only runs in POSIX shells (npm runs scripts
// in cmd on Windows), so variables are set here, for the child alone (scripts/gatsbyLaunch.mjs):
// telemetry off, V8's options, and any leading `NAME=value` arguments
// (`node scripts/gatsby.mjs TROVE_CONTENT_DIR=e2e/testContent build`). The
// other arguments pass through; so do signals, and the child's exit code or signal becomes this
// process's own. The benchmarks, the tests and `npm run cms` start Gatsby through it too.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gatsbyLaunch } from './gatsbyLaunch.mjs';

const require = createRequire(import.meta.url);
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const { args, env } = gatsbyLaunch(process.argv.slice(2), process.env);

// Gatsby's processes inherit the preload; it acts in Parcel's alone (the file says why).
const PARCEL_RUN = fileURLToPath(new URL('../src/node/gatsby/parcelRun.cjs', import.meta.url));

const gatsby = spawn(process.execPath, ['--require', PARCEL_RUN, require.resolve('gatsby/cli.js'), ...args], {
  stdio: 'inherit',
  env,
});

const forward = (signal) => gatsby.kill(signal);
for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);

gatsby.on('exit', (code, signal) => {
  for (const name of FORWARDED_SIGNALS) process.off(name, forward);
  // Dying of the same signal tells the caller (a shell, npm, CI) the build was interrupted, not failed.
  if (signal) process.kill(process.pid, signal);
  else process.exitCode = code;
});
