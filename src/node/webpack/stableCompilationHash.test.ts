/**
 * @jest-environment node
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration, type Stats, type WebpackPluginInstance } from 'webpack';
import { stableCompilationHash } from './stableCompilationHash';

// The plugin and loader Gatsby builds stylesheets with; mini-css-extract-plugin 1.x ships no types.
const requireHere = createRequire(__filename);
const MiniCssExtractPlugin = requireHere('mini-css-extract-plugin') as {
  new (): WebpackPluginInstance;
  loader: string;
};

// Each test runs webpack twice: a second or two alone, ten or more beside a build on two cores. A
// test that timed out would leave webpack running into the next one's files.
jest.setTimeout(60_000);

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-compilation-hash-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), 'import "./site.css"; console.log("collect");');
  fs.writeFileSync(path.join(dir, 'site.css'), '.goal { color: teal; }');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Compiles the app with a persistent cache in `dir` (`plugins` added); its compilation hash and child compilations. */
async function compile(plugins: WebpackPluginInstance[]) {
  const config: Configuration = {
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'out') },
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, requireHere.resolve('css-loader')] }] },
    plugins: [new MiniCssExtractPlugin(), ...plugins],
    // No build dependencies: webpack resolves them in the background, and may still be at it (loading
    // a module lazily) after a test ends; what the test compares does not depend on them.
    cache: { type: 'filesystem', cacheDirectory: path.join(dir, 'cache'), buildDependencies: { defaultWebpack: [] } },
  };
  const compiler = webpack(config);
  const stats = await new Promise<Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  // Closing stores the cache.
  await new Promise<void>((resolve, reject) => compiler.close((error) => (error ? reject(error) : resolve())));
  expect(stats.hasErrors()).toBe(false);
  return { hash: stats.hash, children: stats.compilation.children.length };
}

test('without it, the build that restores the stylesheet from the cache gets another compilation hash', async () => {
  const cold = await compile([]);
  const warm = await compile([]);
  expect(cold.children).toBeGreaterThan(0);
  expect(warm.children).toBe(0);
  expect(warm.hash).not.toBe(cold.hash);
});

test('with it, a cold build and the next one, which builds nothing, get the same compilation hash', async () => {
  const cold = await compile([stableCompilationHash()]);
  expect((await compile([stableCompilationHash()])).hash).toBe(cold.hash);
});

test('a change of the stylesheet still changes the compilation hash', async () => {
  const before = await compile([stableCompilationHash()]);
  fs.writeFileSync(path.join(dir, 'site.css'), '.goal { color: navy; }');
  expect((await compile([stableCompilationHash()])).hash).not.toBe(before.hash);
});
