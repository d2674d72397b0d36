/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration, type Stats } from 'webpack';
import { cacheVersion, versionCache, webpackCodeFiles } from './versionedCache';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-webpack-cache-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
  return path.join(dir, file);
};

describe('webpackCodeFiles', () => {
  it("lists npm's record of the installed packages, the browsers' settings, Gatsby's compiled site code and the site's loaders", () => {
    write('node_modules/.package-lock.json', '{}');
    write('package-lock.json', '{}');
    write('.cache/compiled/gatsby-node.js', '');
    write('.cache/compiled/gatsby-config.js', '');
    write('.cache/compiled/gatsby-node.js.map', '');
    expect(webpackCodeFiles(dir, ['/site/loader.mjs'])).toEqual([
      path.join(dir, 'node_modules/.package-lock.json'),
      path.join(dir, 'package.json'),
      path.join(dir, '.browserslistrc'),
      path.join(dir, '.cache/compiled/gatsby-config.js'),
      path.join(dir, '.cache/compiled/gatsby-node.js'),
      '/site/loader.mjs',
    ]);
  });

  it('falls back to the lock file where npm has not recorded an install', () => {
    expect(webpackCodeFiles(dir, [])[0]).toBe(path.join(dir, 'package-lock.json'));
  });
});

describe('cacheVersion', () => {
  it('is the same for the same files and contents, and changes with either', () => {
    const a = write('a.js', 'one');
    const b = write('b.js', 'two');
    const version = cacheVersion([a, b]);
    expect(cacheVersion([a, b])).toBe(version);
    expect(cacheVersion([b, a])).not.toBe(version);
    fs.writeFileSync(b, 'three');
    expect(cacheVersion([a, b])).not.toBe(version);
  });

  it('tells a missing file from an empty one', () => {
    const file = path.join(dir, 'loader.mjs');
    const missing = cacheVersion([file]);
    fs.writeFileSync(file, '');
    expect(cacheVersion([file])).not.toBe(missing);
  });
});

describe('versionCache', () => {
  /** Compiles a one-module app with a filesystem cache checked against `version`; the module's stats. */
  async function compile(version: string) {
    const config: Configuration = {
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: { path: path.join(dir, 'out') },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(dir, 'cache'),
        buildDependencies: { config: [path.join(dir, 'config.js')] },
      },
    };
    versionCache(config, version);
    const compiler = webpack(config);
    const stats = await new Promise<Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    const buildDependencies = [...stats.compilation.buildDependencies];
    // Closing stores the cache.
    await new Promise<void>((resolve, reject) => compiler.close((error) => (error ? reject(error) : resolve())));
    const entry = stats.toJson({ modules: true }).modules!.find((module) => module.name === './entry.js')!;
    return { built: entry.built, buildDependencies };
  }

  beforeEach(() => {
    write('entry.js', 'console.log("collect");');
    write('config.js', 'module.exports = {};');
  });

  it('leaves the cache no build dependency to walk, and reuses it while the version holds', async () => {
    const first = await compile('v1');
    expect(first).toEqual({ built: true, buildDependencies: [] });
    expect((await compile('v1')).built).toBe(false);
  });

  it('compiles again once the version changes', async () => {
    await compile('v1');
    expect((await compile('v2')).built).toBe(true);
  });

  it('leaves a configuration without a filesystem cache alone', () => {
    const config: Configuration = { cache: false, plugins: [] };
    versionCache(config, 'v1');
    expect(config).toEqual({ cache: false, plugins: [] });
  });
});
