// The site's gatsby-node: one module per Gatsby node API, compiled into the file Gatsby loads by
// gatsby-config.mjs (compile.mjs beside this file).
export { onPreInit } from '../lifecycles/onPreInit';
export { onPreBootstrap } from '../lifecycles/onPreBootstrap';
export { sourceNodes } from '../lifecycles/sourceNodes';
export { onCreateNode } from '../lifecycles/onCreateNode';
export { createSchemaCustomization } from '../lifecycles/createSchemaCustomization';
export { createResolvers } from '../lifecycles/createResolvers';
export { createPages } from '../lifecycles/createPages';
export { onCreateDevServer } from '../lifecycles/onCreateDevServer';
export { onPostBuild } from '../lifecycles/onPostBuild';
export { onCreateWebpackConfig } from '../lifecycles/onCreateWebpackConfig';
export { onCreatePage } from '../lifecycles/onCreatePage';
