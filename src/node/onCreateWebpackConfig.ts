import type { GatsbyNode } from 'gatsby';
import { defineMonitoringSettings } from './monitoring';

/**
 * Inlines the monitoring settings into every stage's bundles. CSS modules are scoped by class, so
 * their order in the one stylesheet does not matter; pages importing components in different
 * orders would otherwise make mini-css-extract-plugin warn.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions, plugins }) => {
  if (stage === 'build-javascript' || stage === 'develop') {
    const config = getConfig();
    for (const plugin of config.plugins ?? []) {
      if (plugin?.constructor?.name === 'MiniCssExtractPlugin') plugin.options.ignoreOrder = true;
    }
    actions.replaceWebpackConfig(config);
  }
  defineMonitoringSettings(actions, plugins);
};
