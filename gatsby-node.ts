export { onPreInit } from './src/node/onPreInit';
export { onCreateNode } from './src/node/onCreateNode';
export { createSchemaCustomization } from './src/node/createSchemaCustomization';
export { createResolvers } from './src/node/createResolvers';
export { createPages } from './src/node/createPages';
export { onPostBootstrap } from './src/node/onPostBootstrap';
export { onPostBuild } from './src/node/onPostBuild';
export { onCreateWebpackConfig } from './src/node/onCreateWebpackConfig';
