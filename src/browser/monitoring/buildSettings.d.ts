import type { MonitoringSettings } from '../../lib/monitoring/settings';

declare global {
  /**
   * The monitoring settings validated at build time (src/node/monitoring/monitoringSettings.ts), or null when no DSN
   * is set. Webpack inlines the value, so a `null` check removes monitoring from the bundle.
   */
  const __TROVE_MONITORING__: MonitoringSettings | null;
}
