import { readVariable, type Environment, type EnvironmentVariable } from '../../config/environment';

/** The environment variables monitoring reads at build time; GATSBY_ marks them as shipped to the browser. */
const MONITORING_VARIABLES = [
  'GATSBY_SENTRY_DSN',
  'GATSBY_SENTRY_ENVIRONMENT',
  'GATSBY_SENTRY_RELEASE',
  'GATSBY_SENTRY_TUNNEL',
  'GATSBY_SENTRY_CANVAS_QUALITY',
] as const satisfies readonly EnvironmentVariable[];

/** Validated monitoring settings; JSON-safe, since the build hands them to the browser bundle. */
export interface MonitoringSettings {
  dsn: string;
  environment: string;
  release?: string;
  tunnel?: string;
  canvasQuality: Environment['GATSBY_SENTRY_CANVAS_QUALITY'];
}

type Env = Record<string, string | undefined>;

/**
 * Monitoring settings from the build's environment, or null when GATSBY_SENTRY_DSN is not set
 * (monitoring off, no Sentry code shipped, the other variables unread). Throws an EnvironmentError
 * naming the variable.
 */
export function readMonitoringSettings(env: Env): MonitoringSettings | null {
  const dsn = readVariable(env, 'GATSBY_SENTRY_DSN');
  if (!dsn) return null;
  const release = readVariable(env, 'GATSBY_SENTRY_RELEASE');
  const tunnel = readVariable(env, 'GATSBY_SENTRY_TUNNEL');
  return {
    dsn,
    environment: readVariable(env, 'GATSBY_SENTRY_ENVIRONMENT'),
    ...(release && { release }),
    ...(tunnel && { tunnel }),
    canvasQuality: readVariable(env, 'GATSBY_SENTRY_CANVAS_QUALITY'),
  };
}

/** Monitoring variables set while GATSBY_SENTRY_DSN is not: they have no effect, which deserves a warning. */
export function unusedMonitoringVariables(env: Env): string[] {
  if (env.GATSBY_SENTRY_DSN?.trim()) return [];
  return MONITORING_VARIABLES.filter((variable) => env[variable]?.trim());
}
