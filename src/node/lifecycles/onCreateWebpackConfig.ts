import type { GatsbyNode } from 'gatsby';
import path from 'node:path';
import { defineUiStrings } from '../i18n/stringsDefine';
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
import { GATSBY_LINK_LOADER, lightenFirstLoad } from '../webpack/lightenFirstLoad';
import { stableCompilationHash } from '../webpack/stableCompilationHash';
import { cacheVersion, versionCache, webpackCodeFiles } from '../webpack/versionedCache';

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
  if (stage === 'build-javascript') {
    lightenFirstLoad(config, plugins, store);
    // Gatsby writes the browser build's compilation hash into every page: it must change only with the output.
    config.plugins.push(stableCompilationHash());
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
  // After the replacement, which would drop them: the monitoring settings and the site's own
  // labels inlined into every stage.
  defineMonitoringSettings(actions, plugins);
  defineUiStrings(actions, plugins);
};
