import type { GatsbyNode } from 'gatsby';
import { defineMonitoringSettings } from './monitoring';

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions, plugins }) => {
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
  actions.replaceWebpackConfig(config);
  // After the replacement, which would drop it: the monitoring settings inlined into every stage.
  defineMonitoringSettings(actions, plugins);
};
