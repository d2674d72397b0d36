// Gatsby compiles a site's gatsby-config.ts and gatsby-node.ts, with every local module they import,
// with Parcel in a child process on each start: here 2 s more than Parcel's run for a site of plain
// JavaScript files (which Gatsby starts anyway), on every fresh start and every test build. esbuild
// compiles the same modules in 0.2 s. gatsby-config.mjs calls this when Gatsby loads it, which is
// after Gatsby's own Parcel run (it empties the folder below and finds nothing to compile) and before
// Gatsby looks for the site's compiled gatsby-node in that folder; Gatsby's workers load the compiled
// config from there too, so only the main process compiles.
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

/** Where Gatsby reads a site's compiled gatsby-config.js and gatsby-node.js (its COMPILED_CACHE_DIR). */
export const COMPILED_DIR = '.cache/compiled';

/** The site's TypeScript sources of Gatsby's two files, by the name Gatsby reads them under. */
export const GATSBY_FILES = {
  'gatsby-config': 'src/node/gatsby/config.ts',
  'gatsby-node': 'src/node/gatsby/node.ts',
};

/**
 * Compiles the site's gatsby-config and gatsby-node in `root` to CommonJS in COMPILED_DIR (packages
 * left to `require`, as Parcel leaves them, source maps beside) and returns the config. A compile
 * error names the file, the line and what esbuild expected there.
 * @param {string} root the project
 * @param {Record<string, string>} [files] entry name to source, relative to `root`
 * @returns {Promise<import('gatsby').GatsbyConfig>}
 */
export async function compileGatsbyFiles(root, files = GATSBY_FILES) {
  const outdir = path.join(root, COMPILED_DIR);
  await build({
    absWorkingDir: root,
    entryPoints: files,
    outdir,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: true,
    logLevel: 'silent',
  }).catch((error) => {
    const where = (error.errors ?? []).map(({ text, location }) =>
      location ? `${location.file}:${location.line}:${location.column}: ${text}` : text,
    );
    throw new Error(`Compiling the site's Gatsby files failed:\n${where.join('\n') || error.message}`);
  });
  const compiledConfig = path.join(outdir, 'gatsby-config.js');
  const require = createRequire(compiledConfig);
  delete require.cache[compiledConfig];
  return require(compiledConfig).default;
}
