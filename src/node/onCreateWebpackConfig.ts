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
  actions.replaceWebpackConfig(config);
  // After the replacement, which would drop it: the monitoring settings inlined into every stage.
  defineMonitoringSettings(actions, plugins);
};
