import type { GatsbyNode } from 'gatsby';

/**
 * CSS modules are scoped by class, so their order in the one stylesheet does not matter; pages
 * importing components in different orders would otherwise make mini-css-extract-plugin warn.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (stage !== 'build-javascript' && stage !== 'develop') return;
  const config = getConfig();
  for (const plugin of config.plugins ?? []) {
    if (plugin?.constructor?.name === 'MiniCssExtractPlugin') plugin.options.ignoreOrder = true;
  }
  actions.replaceWebpackConfig(config);
};
