import { CANVAS_QUALITIES, DEFAULT_CANVAS_QUALITY, type CanvasQuality } from './constants';

/** The environment variables monitoring reads at build time; GATSBY_ marks them as shipped to the browser. */
export const MONITORING_ENV = {
  dsn: 'GATSBY_SENTRY_DSN',
  environment: 'GATSBY_SENTRY_ENVIRONMENT',
  release: 'GATSBY_SENTRY_RELEASE',
  tunnel: 'GATSBY_SENTRY_TUNNEL',
  canvasQuality: 'GATSBY_SENTRY_CANVAS_QUALITY',
} as const;

/** The environment name events carry when GATSBY_SENTRY_ENVIRONMENT is not set. */
export const DEFAULT_ENVIRONMENT = 'production';

/** Validated monitoring settings; JSON-safe, since the build hands them to the browser bundle. */
export interface MonitoringSettings {
  dsn: string;
  environment: string;
  release?: string;
  tunnel?: string;
  canvasQuality: CanvasQuality;
}

export class MonitoringSettingsError extends Error {
  override name = 'MonitoringSettingsError';
}

type Env = Record<string, string | undefined>;

const fail = (variable: string, found: string, expected: string): never => {
  throw new MonitoringSettingsError(`${variable}: found ${JSON.stringify(found)}; expected ${expected}`);
};

function checkDsn(dsn: string): string {
  const expected =
    'a Sentry DSN such as https://<public key>@o0.ingest.sentry.io/<project id> (or unset it to build without monitoring)';
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return fail(MONITORING_ENV.dsn, dsn, expected);
  }
  const projectId = url.pathname.split('/').pop() ?? '';
  // Sentry's own DSN check: a word-character public key and a numeric project id.
  if (!/^https?:$/.test(url.protocol) || !/^\w+$/.test(url.username) || !/^\d+$/.test(projectId))
    fail(MONITORING_ENV.dsn, dsn, expected);
  return dsn;
}

// Sentry rejects these names: https://docs.sentry.io/product/releases/naming-releases/ and environments.
const checkName = (variable: string, value: string, maxLength: number): string =>
  value.length <= maxLength && !/[\n\r\t/\\]/.test(value) && value !== '.' && value !== '..'
    ? value
    : fail(variable, value, `at most ${maxLength} characters, no slash, backslash, tab or line break`);

const checkTunnel = (tunnel: string): string =>
  tunnel.startsWith('/') || /^https?:\/\//.test(tunnel)
    ? tunnel
    : fail(MONITORING_ENV.tunnel, tunnel, 'a path on this site such as /monitoring, or an http(s) URL');

const checkCanvasQuality = (quality: string): CanvasQuality =>
  (CANVAS_QUALITIES as readonly string[]).includes(quality)
    ? (quality as CanvasQuality)
    : fail(MONITORING_ENV.canvasQuality, quality, `one of ${CANVAS_QUALITIES.join(', ')}`);

/** A set, non-blank variable's value, trimmed. */
const read = (env: Env, variable: string): string | undefined => env[variable]?.trim() || undefined;

/**
 * Monitoring settings from the build's environment, or null when GATSBY_SENTRY_DSN is not set
 * (monitoring off, no Sentry code shipped). Throws a MonitoringSettingsError naming the variable.
 */
export function readMonitoringSettings(env: Env): MonitoringSettings | null {
  const dsn = read(env, MONITORING_ENV.dsn);
  if (!dsn) return null;
  const release = read(env, MONITORING_ENV.release);
  const tunnel = read(env, MONITORING_ENV.tunnel);
  const canvasQuality = read(env, MONITORING_ENV.canvasQuality);
  return {
    dsn: checkDsn(dsn),
    environment: checkName(
      MONITORING_ENV.environment,
      read(env, MONITORING_ENV.environment) ?? DEFAULT_ENVIRONMENT,
      64,
    ),
    ...(release && { release: checkName(MONITORING_ENV.release, release, 200) }),
    ...(tunnel && { tunnel: checkTunnel(tunnel) }),
    canvasQuality: canvasQuality ? checkCanvasQuality(canvasQuality) : DEFAULT_CANVAS_QUALITY,
  };
}

/** Monitoring variables set while GATSBY_SENTRY_DSN is not: they have no effect, which deserves a warning. */
export function unusedMonitoringVariables(env: Env): string[] {
  if (read(env, MONITORING_ENV.dsn)) return [];
  return Object.values(MONITORING_ENV).filter((variable) => read(env, variable));
}
