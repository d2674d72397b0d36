// `npm run develop`, `build`, `clean` and `build:tests`: this project's gatsby CLI with telemetry off
// and V8's young generation enlarged (NODE_OPTIONS, below). A `GATSBY_TELEMETRY_DISABLED=1 gatsby ...`
// script line only runs in POSIX shells (npm runs scripts in cmd on Windows), so variables are set
// here, for the child alone: telemetry off, NODE_OPTIONS, and any leading `NAME=value` arguments
// (`node scripts/gatsby.mjs TROVE_CONTENT_DIR=e2e/testContent build`). The other arguments pass
// through; so do signals, and the child's exit code or signal becomes this process's own.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const SETTING = /^([A-Z_][A-Z0-9_]*)=(.*)$/s;
/**
 * V8's young generation at twice its default (semi-spaces of 32 MB) for Gatsby and the processes it
 * forks: webpack, the page data and the HTML of thousands of pages make objects that outlive the
 * default's collections. Set through NODE_OPTIONS, which child processes inherit; as an argument of
 * node it would reach Parcel's worker threads too, which refuse it. An operator's own NODE_OPTIONS
 * come after it, so theirs win.
 */
const NODE_OPTIONS = ['--max-semi-space-size=32', process.env.NODE_OPTIONS].filter(Boolean).join(' ');

const args = process.argv.slice(2);
const settings = {};
while (args.length > 0 && SETTING.test(args[0])) {
  const [, name, value] = SETTING.exec(args.shift());
  settings[name] = value;
}

const gatsby = spawn(process.execPath, [require.resolve('gatsby/cli.js'), ...args], {
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS, ...settings, GATSBY_TELEMETRY_DISABLED: '1' },
});

const forward = (signal) => gatsby.kill(signal);
for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);

gatsby.on('exit', (code, signal) => {
  for (const name of FORWARDED_SIGNALS) process.off(name, forward);
  // Dying of the same signal tells the caller (a shell, npm, CI) the build was interrupted, not failed.
  if (signal) process.kill(process.pid, signal);
  else process.exitCode = code;
});
