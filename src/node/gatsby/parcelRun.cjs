// On every start, before it loads the config, Gatsby runs Parcel in a child process to compile a root
// gatsby-config.ts or gatsby-node.ts and any plugins/**/gatsby-*.ts. This site has none (esbuild
// compiles its own, compile.mjs), so Parcel finds nothing to compile and returns no bundles; yet
// loading Parcel and running it took 0.4 to 0.5 s of every start, build and test build, and its run
// records every file under the project in a snapshot that, on the next start, it walks again and
// reads every change since: node_modules (130,000 files), and in a large site public/ and .cache/
// (110,000 files at 18,000 pages, all of them new in the first build after a cold one).
// scripts/gatsby.mjs preloads this file into Gatsby's processes. In Parcel's alone, it answers
// Gatsby's call with no bundles, as Parcel would, when there is nothing to compile, without loading
// Parcel; when there is, Parcel runs, with those folders left out of its snapshot where it can.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

/** Where Gatsby's compile of its own files looks, besides the project's root files. */
const PLUGINS_DIR = 'plugins';
/** The files Parcel compiles: Gatsby's entries are `gatsby-+(node|config).ts`, at the root and under plugins/. */
const GATSBY_TS_FILE = /^gatsby-(?:node|config)+\.ts$/;
const PARCEL_WORKER = path.join('parcel', 'compile-gatsby-files.js');

/**
 * The folders of the project's root that Parcel need not walk: all but `plugins/`, when the root has
 * no gatsby-config.ts or gatsby-node.ts (whose imports Parcel would follow anywhere); none otherwise.
 * @param {{ name: string, isDirectory(): boolean }[]} rootEntries the project root's entries
 * @returns {string[]}
 */
function foldersParcelSkips(rootEntries) {
  if (rootEntries.some((entry) => !entry.isDirectory() && GATSBY_TS_FILE.test(entry.name))) return [];
  return rootEntries.filter((entry) => entry.isDirectory() && entry.name !== PLUGINS_DIR).map((entry) => entry.name);
}

/**
 * Whether Parcel has a file to compile in the project at `root`: a gatsby-config.ts or
 * gatsby-node.ts at its root or anywhere under its plugins/.
 * @param {string} root
 * @returns {boolean}
 */
function parcelHasWork(root) {
  const isGatsbyFile = (entry) => entry.isFile() && GATSBY_TS_FILE.test(entry.name);
  if (fs.readdirSync(root, { withFileTypes: true }).some(isGatsbyFile)) return true;
  const plugins = path.join(root, PLUGINS_DIR);
  return fs.existsSync(plugins) && fs.readdirSync(plugins, { withFileTypes: true, recursive: true }).some(isGatsbyFile);
}

/**
 * Makes the watcher's snapshot calls on a project leave out the folders `foldersParcelSkips` names,
 * read from the project at each call, besides what Parcel itself ignores.
 * @param {{ writeSnapshot: Function, getEventsSince: Function }} watcher `@parcel/watcher`'s exports
 */
function scopeSnapshots(watcher) {
  for (const name of ['writeSnapshot', 'getEventsSince']) {
    const call = watcher[name];
    watcher[name] = (dir, snapshot, options = {}) => {
      const skipped = foldersParcelSkips(fs.readdirSync(dir, { withFileTypes: true }));
      const ignore = [...(options.ignore ?? []), ...skipped.map((folder) => path.join(dir, folder))];
      return call(dir, snapshot, { ...options, ignore });
    };
  }
}

/**
 * Stands in for Gatsby's Parcel module (`workerModule`, the module gatsby-worker's process runs)
 * before the process loads it: its one call, `runParcel(siteRoot)`, returns no bundles when Parcel has
 * nothing to compile, and otherwise loads Parcel, scopes its snapshots and runs it.
 * @param {string} workerModule
 */
function runParcelOnlyWithWork(workerModule) {
  const standIn = new Module(workerModule);
  standIn.filename = workerModule;
  standIn.loaded = true;
  standIn.exports = {
    async runParcel(siteRoot) {
      if (!parcelHasWork(siteRoot)) return [];
      delete require.cache[workerModule];
      const resolveFrom = (name, from) => require.resolve(name, { paths: [path.dirname(from)] });
      const parcelFs = resolveFrom('@parcel/fs', resolveFrom('@parcel/core', workerModule));
      scopeSnapshots(require(resolveFrom('@parcel/watcher', parcelFs)));
      return require(workerModule).runParcel(siteRoot);
    },
  };
  require.cache[workerModule] = standIn;
}

// gatsby-worker names the module each of its processes runs; Parcel's is Gatsby's compile of its files.
const workerModule = process.env.GATSBY_WORKER_MODULE_PATH;
if (workerModule?.endsWith(PARCEL_WORKER)) runParcelOnlyWithWork(workerModule);

module.exports = { foldersParcelSkips, parcelHasWork, scopeSnapshots };
