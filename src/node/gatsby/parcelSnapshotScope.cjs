// On every start, before it loads the config, Gatsby runs Parcel in a child process to compile a root
// gatsby-config.ts or gatsby-node.ts and any plugins/**/gatsby-*.ts. This site has none (esbuild
// compiles its own, compile.mjs), so Parcel finds nothing to compile, yet it still records every file
// under the project in a snapshot and, on the next start, walks the project again and reads every
// change since: node_modules (130,000 files), and in a large site public/ and .cache/ (110,000 files at
// 18,000 pages, all of them new in the first build after a cold one). scripts/gatsby.mjs preloads this
// file into Gatsby's processes; in Parcel's alone, it leaves those folders out of the snapshot.
const fs = require('node:fs');
const path = require('node:path');

/** Where Gatsby's compile of its own files looks, besides the project's root files. */
const PLUGINS_DIR = 'plugins';
const ROOT_GATSBY_FILE = /^gatsby-(?:node|config)\.ts$/;
const PARCEL_WORKER = path.join('parcel', 'compile-gatsby-files.js');

/**
 * The folders of the project's root that Parcel need not walk: all but `plugins/`, when the root has
 * no gatsby-config.ts or gatsby-node.ts (whose imports Parcel would follow anywhere); none otherwise.
 * @param {{ name: string, isDirectory(): boolean }[]} rootEntries the project root's entries
 * @returns {string[]}
 */
function foldersParcelSkips(rootEntries) {
  if (rootEntries.some((entry) => !entry.isDirectory() && ROOT_GATSBY_FILE.test(entry.name))) return [];
  return rootEntries.filter((entry) => entry.isDirectory() && entry.name !== PLUGINS_DIR).map((entry) => entry.name);
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

// gatsby-worker names the module each of its processes runs; Parcel's is Gatsby's compile of its files.
const workerModule = process.env.GATSBY_WORKER_MODULE_PATH;
if (workerModule?.endsWith(PARCEL_WORKER)) {
  const resolveFrom = (name, from) => require.resolve(name, { paths: [path.dirname(from)] });
  const parcelFs = resolveFrom('@parcel/fs', resolveFrom('@parcel/core', workerModule));
  scopeSnapshots(require(resolveFrom('@parcel/watcher', parcelFs)));
}

module.exports = { foldersParcelSkips, scopeSnapshots };
