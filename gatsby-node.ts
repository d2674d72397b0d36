export { onPreInit } from './src/node/onPreInit';
export { onCreateNode } from './src/node/onCreateNode';
export { createSchemaCustomization } from './src/node/createSchemaCustomization';
export { createPages } from './src/node/createPages';
export { onPostBuild } from './src/node/onPostBuild';
export { onCreateWebpackConfig } from './src/node/onCreateWebpackConfig';
