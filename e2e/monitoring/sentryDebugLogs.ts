import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_DIR } from '../../src/node/cms/adminApp';

/**
 * Debug logs Sentry guards with DEBUG_BUILD, one from each part the site ships (the first load's
 * core and browser SDK, then the profiler, replay and feedback), by the module that holds it.
 */
const SENTRY_DEBUG_LOGS = [
  { module: '@sentry/core/build/esm/integration.js', log: 'Integration installed' },
  { module: '@sentry/browser/build/npm/esm/prod/integrations/globalhandlers.js', log: 'Global Handler attached' },
  { module: '@sentry/browser/build/npm/esm/prod/profiling/UIProfiler.js', log: '[Profiling] Initializing profiler' },
  { module: '@sentry/replay/build/npm/esm/index.js', log: 'Creating new session' },
  { module: '@sentry/feedback/build/npm/esm/index.js', log: 'Missing feedback screenshot integration' },
];

const isGuarded = ({ module, log }: (typeof SENTRY_DEBUG_LOGS)[number]) =>
  fs
    .readFileSync(path.resolve('node_modules', module), 'utf8')
    .split('\n')
    .some((line) => line.includes('DEBUG_BUILD &&') && line.includes(log));

/**
 * Each of those logs that a script of the build in `publicDir` holds, as `file: "log"`; the CMS's
 * scripts (Decap's own bundle) are not looked at. The site compiles them out
 * (src/node/monitoring/monitoringSettings.ts), so a build with a DSN should have none.
 */
export function sentryDebugLogsIn(publicDir: string): string[] {
  const unguarded = SENTRY_DEBUG_LOGS.filter((entry) => !isGuarded(entry));
  // A log Sentry renamed or stopped guarding would prove nothing by being absent.
  if (unguarded.length) throw new Error(`Not a guarded Sentry debug log any more: ${JSON.stringify(unguarded)}`);
  return fs
    .readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') && !file.startsWith(`${ADMIN_DIR}/`))
    .flatMap((file) => {
      const script = fs.readFileSync(path.join(publicDir, file), 'utf8');
      return SENTRY_DEBUG_LOGS.filter(({ log }) => script.includes(log)).map(({ log }) => `${file}: "${log}"`);
    });
}
