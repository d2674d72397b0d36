import type { Actions, CreateWebpackConfigArgs } from 'gatsby';
import path from 'node:path';
import { readMonitoringSettings } from '../../lib/monitoring/settings';

/** Sentry's ES modules, where its debug logging is guarded by DEBUG_BUILD. */
const SENTRY_MODULES = /[\\/]node_modules[\\/]@sentry[\\/].+\.js$/;
/** The site's own webpack loader. */
export const SENTRY_DEBUG_FLAG_LOADER = path.resolve('src/node/webpack/sentryDebugFlagLoader.mjs');

/**
 * Inlines the settings into the bundles as `__TROVE_MONITORING__`. Gatsby itself would turn an
 * unset GATSBY_ variable into `({}).NAME`, which webpack cannot evaluate, so the Sentry chunk would
 * still be emitted; a literal `null` lets webpack drop it.
 *
 * With a DSN, Sentry ships without its debug logging (nothing turns on its `debug` option):
 * `__SENTRY_DEBUG__` is false, and the loader lets that reach every module that guards a log.
 */
export function defineMonitoringSettings(actions: Actions, plugins: CreateWebpackConfigArgs['plugins']): void {
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __TROVE_MONITORING__: JSON.stringify(readMonitoringSettings(process.env)),
        __SENTRY_DEBUG__: false,
      }),
    ],
    module: {
      rules: [{ test: SENTRY_MODULES, enforce: 'pre', use: [{ loader: SENTRY_DEBUG_FLAG_LOADER }] }],
    },
  });
}
