import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Compilation, Compiler, Configuration } from 'webpack';

const PLUGIN_NAME = 'VersionedCache';

/** npm's record of the installed packages, or the lock file before an install. */
export function installedPackagesRecord(root: string): string {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  return fs.existsSync(installed) ? installed : path.join(root, 'package-lock.json');
}

/**
 * The files whose code decides what webpack makes of the site's modules, other than those modules:
 * the installed packages (Gatsby, webpack, Babel, the loaders: npm's record of the installed tree,
 * or the lock file before an install), the project's package.json and .browserslistrc (the browsers
 * Babel compiles for), the site's gatsby-config and gatsby-node as compiled (src/node/gatsby/compile.mjs, with every
 * local module they import), and the loaders of `siteLoaders`.
 */
export function webpackCodeFiles(root: string, siteLoaders: readonly string[]): string[] {
  const compiled = path.join(root, '.cache', 'compiled');
  const compiledFiles = fs.existsSync(compiled)
    ? fs
        .readdirSync(compiled)
        .filter((file) => file.endsWith('.js'))
        .sort()
        .map((file) => path.join(compiled, file))
    : [];
  return [
    installedPackagesRecord(root),
    path.join(root, 'package.json'),
    path.join(root, '.browserslistrc'),
    ...compiledFiles,
    ...siteLoaders,
  ];
}

/** A digest of the paths and contents of `files`; a missing file counts as missing, not as empty. */
export function cacheVersion(files: readonly string[]): string {
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.existsSync(file) ? fs.readFileSync(file) : '\0missing');
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Webpack's persistent cache, valid while `version` (`cacheVersion` of `webpackCodeFiles`) is.
 * Webpack checks a cache against its build dependencies, the code of its configuration and loaders,
 * which it finds by walking their whole `require` graph and every package.json on the way: for
 * Gatsby's loaders that is most of Gatsby's dependencies, 13 to 17 s of file system calls per stage
 * on a cold build on a 2-core machine, more than compiling the server renderer itself. The digest
 * covers the same code (the installed packages, the site's own), so the walk is skipped.
 */
export function versionCache(config: Configuration, version: string): void {
  if (typeof config.cache !== 'object' || config.cache.type !== 'filesystem') return;
  config.cache = { ...config.cache, version };
  config.plugins = [...(config.plugins ?? []), new WithoutBuildDependencies()];
}

/** Leaves a compilation no build dependency for the cache to walk when it is stored. */
class WithoutBuildDependencies {
  apply(compiler: Compiler): void {
    compiler.hooks.afterCompile.tap(PLUGIN_NAME, (compilation: Compilation) => compilation.buildDependencies.clear());
  }
}
