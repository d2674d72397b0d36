import type { GatsbyNode } from 'gatsby';
import path from 'node:path';
import { defineMonitoringSettings, SENTRY_DEBUG_FLAG_LOADER } from '../monitoring/monitoringSettings';
import { builtStylesheets } from '../webpack/builtStylesheets';
import { withoutGatsbyLint } from '../webpack/developLint';
import {
  developRendersPages,
  NO_PAGE_COMPONENTS,
  NO_PAGE_FRAME,
  PAGE_COMPONENTS_REQUEST,
  PAGE_FRAME_REQUEST,
} from '../webpack/developShell';
import { moduleOrder } from '../webpack/moduleOrder';
import { stableCompilationHash } from '../webpack/stableCompilationHash';
import { cacheVersion, versionCache, webpackCodeFiles } from '../webpack/versionedCache';

const PARTYTOWN_BROWSER_HOOKS = /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;
const NO_BROWSER_HOOKS = path.resolve('src/node/webpack/noBrowserHooks.ts');
const GATSBY_LINK_BUILD = /[\\/]node_modules[\\/]gatsby-link[\\/]dist[\\/]index\.modern\.mjs$/;
const GATSBY_LINK_LOADER = path.resolve('src/node/webpack/gatsbyLinkLoader.mjs');
const SERVICE_WORKER_REGISTRATION = /[\\/]\.cache[\\/]register-service-worker\.js$/;
const NO_SERVICE_WORKER = path.resolve('src/node/webpack/noServiceWorker.ts');

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  getConfig,
  actions,
  plugins,
  store,
}) => {
  const config = getConfig();
  /*
   * CSS modules are scoped by class, so their order in the one stylesheet does not matter; pages
   * importing components in different orders would otherwise make mini-css-extract-plugin warn.
   */
  if (stage === 'build-javascript' || stage === 'develop') {
    for (const plugin of config.plugins ?? []) {
      if (plugin?.constructor?.name === 'MiniCssExtractPlugin') plugin.options.ignoreOrder = true;
    }
  }
  /*
   * The search worker (chunk "search-worker", named where src/browser/search/searchWorker.ts starts
   * it) stays one self-contained script: a module it shares with the page would otherwise be moved
   * into a page chunk such as `commons`, which the worker would then download and run too.
   */
  const splitChunks = config.optimization?.splitChunks;
  if (splitChunks) splitChunks.chunks = (chunk: { name?: string }) => chunk.name !== 'search-worker';
  /*
   * Gatsby's `commons` chunk takes every module that as many chunks as there are page templates use,
   * lazy chunks included: with three templates it took the head's code that every page needs
   * together with lazy-only code (the modal, the sidebar's filling, search marks), and every first
   * load downloaded all of it (3.3 KB gzip). Without it, what the templates share stays in each of
   * them, and what lazy chunks share goes into Gatsby's lazy-only `shared` chunks.
   */
  if (splitChunks?.cacheGroups && typeof splitChunks.cacheGroups === 'object' && 'commons' in splitChunks.cacheGroups)
    splitChunks.cacheGroups.commons = false;
  /*
   * Gatsby's internal Partytown plugin has a browser hook that acts only in `gatsby develop`, but
   * its CommonJS require keeps gatsby-script and Partytown's integration (about 2 KB gzip) in every
   * production bundle. The site runs no off-main-thread scripts, so production bundles get a
   * module with no hooks in its place.
   */
  if (stage === 'build-javascript') {
    config.plugins.push(plugins.normalModuleReplacement(PARTYTOWN_BROWSER_HOOKS, NO_BROWSER_HOOKS));
    /*
     * Gatsby's app requires its service-worker registration only when a plugin's registerServiceWorker
     * hook says so, but bundles it always (0.4 KB gzip of every first load). No plugin of the site
     * registers one: while none does, bundles get an empty module in its place.
     */
    const { flattenedPlugins } = store.getState() as { flattenedPlugins: { browserAPIs: string[] }[] };
    if (!flattenedPlugins.some((plugin) => plugin.browserAPIs.includes('registerServiceWorker')))
      config.plugins.push(plugins.normalModuleReplacement(SERVICE_WORKER_REGISTRATION, NO_SERVICE_WORKER));
    // Gatsby's Link component, which nothing on the site uses, out of every first load (0.6 KB gzip).
    config.module.rules.push({ test: GATSBY_LINK_BUILD, enforce: 'pre', use: [{ loader: GATSBY_LINK_LOADER }] });
    // Gatsby writes the browser build's compilation hash into every page: it must change only with the output.
    config.plugins.push(stableCompilationHash());
    // The chunks of every first load, each 0.2 KB gzip smaller so (moduleOrder.ts).
    config.plugins.push(moduleOrder({ framework: 'smallest first', app: 'by path' }));
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
    config.optimization.minimizer = [
      plugins.minifyJs({ terserOptions: { compress: { ecma: 2015, passes: 2 }, output: { ecma: 2015 } } }),
      plugins.minifyCss(),
    ];
  }
  // Gatsby's ESLint plugin lints only .js and .jsx files, of which the site has none (developLint.ts).
  if (stage === 'develop') config.plugins = withoutGatsbyLint(config.plugins ?? []);
  // Develop's page shell is rendered without the pages: their code is not compiled for it (developShell.ts).
  if (stage === 'develop-html' && !developRendersPages(process.env)) {
    config.plugins.push(plugins.normalModuleReplacement(PAGE_COMPONENTS_REQUEST, NO_PAGE_COMPONENTS));
    config.plugins.push(plugins.normalModuleReplacement(PAGE_FRAME_REQUEST, NO_PAGE_FRAME));
  }
  /*
   * Gatsby renders a page's HTML again only when its data or the HTML renderer changed, but every
   * page links the stylesheet of the browser build, made just before, by its content-hashed name:
   * after an edit of CSS alone, the pages kept the old name until `gatsby clean`. Salted with that
   * name, the renderer's hashes change with the stylesheet, and Gatsby renders every page again.
   */
  if (stage === 'build-html') {
    config.output = { ...config.output, hashSalt: builtStylesheets(path.resolve('public')).join(' ') };
  }
  // Checked against a digest of the code that makes the bundles, not webpack's walk of that code.
  versionCache(config, cacheVersion(webpackCodeFiles(process.cwd(), [SENTRY_DEBUG_FLAG_LOADER, GATSBY_LINK_LOADER])));
  actions.replaceWebpackConfig(config);
  // After the replacement, which would drop it: the monitoring settings inlined into every stage.
  defineMonitoringSettings(actions, plugins);
};
