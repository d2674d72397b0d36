import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import type { Configuration } from 'webpack';
import { moduleOrder } from './moduleOrder';

const PARTYTOWN_BROWSER_HOOKS = /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;
const NO_BROWSER_HOOKS = path.resolve('src/node/webpack/noBrowserHooks.ts');
const GATSBY_LINK_BUILD = /[\\/]node_modules[\\/]gatsby-link[\\/]dist[\\/]index\.modern\.mjs$/;
export const GATSBY_LINK_LOADER = path.resolve('src/node/webpack/gatsbyLinkLoader.mjs');
const SERVICE_WORKER_REGISTRATION = /[\\/]\.cache[\\/]register-service-worker\.js$/;
const NO_SERVICE_WORKER = path.resolve('src/node/webpack/noServiceWorker.ts');

/**
 * What the browser build changes in Gatsby's webpack config so that a doc page's first load carries
 * less JavaScript (issue 44: at most 3 KiB gzip above a bare Gatsby page); `config` is changed in place.
 */
export function lightenFirstLoad(
  config: Configuration,
  plugins: CreateWebpackConfigArgs['plugins'],
  store: CreateWebpackConfigArgs['store'],
): void {
  /*
   * Gatsby's internal Partytown plugin has a browser hook that acts only in `gatsby develop`, but
   * its CommonJS require keeps gatsby-script and Partytown's integration (about 2 KB gzip) in every
   * production bundle. The site runs no off-main-thread scripts, so production bundles get a
   * module with no hooks in its place.
   */
  const added = [plugins.normalModuleReplacement(PARTYTOWN_BROWSER_HOOKS, NO_BROWSER_HOOKS)];
  /*
   * Gatsby's app requires its service-worker registration only when a plugin's registerServiceWorker
   * hook says so, but bundles it always (0.4 KB gzip of every first load). No plugin of the site
   * registers one: while none does, bundles get an empty module in its place.
   */
  const { flattenedPlugins } = store.getState() as { flattenedPlugins: { browserAPIs: string[] }[] };
  if (!flattenedPlugins.some((plugin) => plugin.browserAPIs.includes('registerServiceWorker')))
    added.push(plugins.normalModuleReplacement(SERVICE_WORKER_REGISTRATION, NO_SERVICE_WORKER));
  // Gatsby's Link component, which nothing on the site uses, out of every first load (0.6 KB gzip).
  const linkRule = { test: GATSBY_LINK_BUILD, enforce: 'pre' as const, use: [{ loader: GATSBY_LINK_LOADER }] };
  config.module = { ...config.module, rules: [...(config.module?.rules ?? []), linkRule] };
  // The chunks of every first load, each 0.2 KB gzip smaller so (moduleOrder.ts).
  added.push(moduleOrder({ framework: 'smallest first', app: 'by path' }));
  config.plugins = [...(config.plugins ?? []), ...added];
  /*
   * Gatsby has webpack write its own code (module wrappers, export getters, the runtime) as ES5,
   * but the code it wraps, Gatsby's and the site's, is compiled for the browserslist and already
   * has arrow functions, classes and template literals: no browser gains from the ES5 wrappers,
   * and as arrow functions they are 0.2 KB gzip smaller on a first load.
   */
  config.target = ['web', 'es2015'];
  /*
   * The maps are written for monitoring, but no host serves them (src/lib/hosting/policy.ts), so a
   * `sourceMappingURL` comment in each script only costs bytes (about 50 gzip a file).
   */
  config.devtool = 'hidden-source-map';
  // Gatsby's minifiers, Terser set to ES2015 as above and run twice over each chunk: 0.1 KB gzip less.
  config.optimization = {
    ...config.optimization,
    minimizer: [
      plugins.minifyJs({ terserOptions: { compress: { ecma: 2015, passes: 2 }, output: { ecma: 2015 } } }),
      plugins.minifyCss(),
    ],
  };
}
