import type { GatsbyNode } from 'gatsby';
import { defineMonitoringSettings } from './monitoring';
import { searchIndexFileFor } from './searchIndex';

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = async ({
  stage,
  getConfig,
  actions,
  plugins,
  cache,
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
  // The search dialog fetches the index written by createPages under this (content-hashed) name.
  const searchIndexFile = await searchIndexFileFor(stage, cache);
  config.plugins = [
    ...(config.plugins ?? []),
    plugins.define({ __SEARCH_INDEX_FILE__: JSON.stringify(searchIndexFile) }),
  ];
  actions.replaceWebpackConfig(config);
  // After the replacement, which would drop it: the monitoring settings inlined into every stage.
  defineMonitoringSettings(actions, plugins);
};
