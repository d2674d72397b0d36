/**
 * @jest-environment node
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { withoutGatsbyLint } from './developLint';

// The plugin as Gatsby's develop stage adds it: Gatsby's own copy of eslint-webpack-plugin.
const requireFromGatsby = createRequire(path.resolve('node_modules/gatsby/package.json'));
const ESLintPlugin = requireFromGatsby('eslint-webpack-plugin') as new (options: object) => object;

test("drops Gatsby's ESLint plugin and keeps every other plugin, in order", () => {
  class OtherPlugin {}
  const first = new OtherPlugin();
  const last = new OtherPlugin();
  expect(withoutGatsbyLint([first, new ESLintPlugin({ extensions: ['js'] }), null, last])).toEqual([first, null, last]);
});
