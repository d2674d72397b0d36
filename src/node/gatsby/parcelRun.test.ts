/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { foldersParcelSkips, parcelHasWork } from './parcelRun.cjs';

const PRELOAD = path.resolve(__dirname, 'parcelRun.cjs');
const PARCEL_WORKER = require.resolve('gatsby/dist/utils/parcel/compile-gatsby-files');

const entry = (name: string, directory: boolean) => ({ name, isDirectory: () => directory });

describe('foldersParcelSkips', () => {
  it('names every folder of the root but plugins/ when the root has no gatsby-*.ts for Parcel', () => {
    const root = [
      entry('node_modules', true),
      entry('public', true),
      entry('plugins', true),
      entry('.cache', true),
      entry('gatsby-config.mjs', false),
      entry('package.json', false),
    ];
    expect(foldersParcelSkips(root)).toEqual(['node_modules', 'public', '.cache']);
  });

  it('names none when Parcel compiles a root gatsby-node.ts or gatsby-config.ts, whose imports it follows', () => {
    expect(foldersParcelSkips([entry('src', true), entry('gatsby-node.ts', false)])).toEqual([]);
    expect(foldersParcelSkips([entry('src', true), entry('gatsby-config.ts', false)])).toEqual([]);
  });

  it('goes by files only: a folder named like a gatsby file is skipped like any other', () => {
    expect(foldersParcelSkips([entry('gatsby-node.ts', true)])).toEqual(['gatsby-node.ts']);
  });
});

describe('parcelHasWork', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'parcel-work-'));
    writeFileSync(path.join(root, 'gatsby-config.mjs'), 'export default {};');
    mkdirSync(path.join(root, 'src', 'node'), { recursive: true });
    writeFileSync(path.join(root, 'src', 'node', 'gatsby-node.ts'), 'export {};');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is false for a root of JavaScript gatsby files, whatever TypeScript lies outside plugins/', () => {
    expect(parcelHasWork(root)).toBe(false);
    mkdirSync(path.join(root, 'plugins', 'local'), { recursive: true });
    writeFileSync(path.join(root, 'plugins', 'local', 'gatsby-node.js'), 'module.exports = {};');
    expect(parcelHasWork(root)).toBe(false);
  });

  it('is true for a gatsby-node.ts or gatsby-config.ts at the root', () => {
    writeFileSync(path.join(root, 'gatsby-config.ts'), 'export default {};');
    expect(parcelHasWork(root)).toBe(true);
  });

  it('is true for a gatsby file in TypeScript at any depth of plugins/', () => {
    mkdirSync(path.join(root, 'plugins', 'local', 'nested'), { recursive: true });
    writeFileSync(path.join(root, 'plugins', 'local', 'nested', 'gatsby-node.ts'), 'export {};');
    expect(parcelHasWork(root)).toBe(true);
  });

  it('goes by files only: a folder named gatsby-node.ts is no work', () => {
    mkdirSync(path.join(root, 'gatsby-node.ts'));
    expect(parcelHasWork(root)).toBe(false);
  });
});

describe('the preload in Gatsby’s Parcel process', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'parcel-scope-'));
    writeFileSync(path.join(root, 'package.json'), '{"name":"site"}');
    writeFileSync(path.join(root, 'package-lock.json'), '{}');
    mkdirSync(path.join(root, 'public', 'wants'), { recursive: true });
    writeFileSync(path.join(root, 'public', 'wants', 'index.html'), '<p>built</p>');
    mkdirSync(path.join(root, 'content', 'docs'), { recursive: true });
    writeFileSync(path.join(root, 'content', 'docs', 'wants.mdx'), '# Want lists');
    mkdirSync(path.join(root, 'plugins', 'local'), { recursive: true });
    writeFileSync(path.join(root, 'plugins', 'local', 'package.json'), '{}');
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(`${root}.json`, { force: true });
  });

  /**
   * Runs Gatsby's Parcel step in `root` in a process preloaded as scripts/gatsby.mjs does, named as
   * gatsby-worker names it (`workerModule`); returns the bundles and whether Parcel was loaded.
   */
  function parcelRun(workerModule = PARCEL_WORKER) {
    const loaded = "Object.keys(require.cache).some((file) => file.includes('@parcel/core'))";
    // Written to a file beside the project: Parcel draws its progress on stdout.
    const answer = `${root}.json`;
    const script = `require(${JSON.stringify(PARCEL_WORKER)}).runParcel(${JSON.stringify(root)}).then((bundles) => require('node:fs').writeFileSync(${JSON.stringify(answer)}, JSON.stringify({ bundles, parcelLoaded: ${loaded} })))`;
    const run = spawnSync(process.execPath, ['--require', PRELOAD, '-e', script], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, GATSBY_WORKER_MODULE_PATH: workerModule },
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    return JSON.parse(readFileSync(answer, 'utf8')) as {
      bundles: { filePath: string }[];
      parcelLoaded: boolean;
    };
  }

  it('answers with no bundles, as Parcel does, without loading Parcel when there is nothing to compile', () => {
    expect(parcelRun()).toEqual({ bundles: [], parcelLoaded: false });
    expect(existsSync(path.join(root, '.cache', '.parcel-cache'))).toBe(false);
  });

  it('runs Parcel when a plugin has a gatsby file in TypeScript, and returns its bundle', () => {
    writeFileSync(path.join(root, 'plugins', 'local', 'gatsby-node.ts'), 'export const onPreInit = () => {};');
    const { bundles, parcelLoaded } = parcelRun();
    expect(parcelLoaded).toBe(true);
    expect(bundles.map(({ filePath }) => path.relative(root, filePath))).toEqual([
      path.join('.cache', 'compiled', 'plugins', 'local', 'gatsby-node.js'),
    ]);
  });

  /** Runs Gatsby's Parcel step as `parcelRun` does; returns its snapshot's paths. */
  function snapshotPaths(workerModule = PARCEL_WORKER) {
    parcelRun(workerModule);
    const cacheDir = path.join(root, '.cache', '.parcel-cache');
    const [snapshot] = readdirSync(cacheDir).filter((name) => name.endsWith('.txt'));
    return readFileSync(path.join(cacheDir, snapshot), 'utf8')
      .split('\n')
      .map((line) => /\/\S*?(?=\d{10,} \d$)/.exec(line)?.[0])
      .filter((file) => file !== undefined)
      .map((file) => path.relative(root, file));
  }

  it('leaves the other folders out of the snapshot and keeps the root files and plugins/', () => {
    writeFileSync(path.join(root, 'plugins', 'local', 'gatsby-node.ts'), 'export {};');
    const paths = snapshotPaths();
    expect(paths).toEqual(expect.arrayContaining(['package.json', 'plugins/local/package.json']));
    expect(paths.filter((file) => /^(public|content)\//.test(file))).toEqual([]);
  });

  it('keeps every folder once the root has a gatsby-node.ts for Parcel to compile', () => {
    writeFileSync(path.join(root, 'gatsby-node.ts'), 'export {};');
    expect(snapshotPaths()).toContain('public/wants/index.html');
  });

  it('does nothing in Gatsby’s other processes', () => {
    expect(snapshotPaths('/site/node_modules/gatsby/dist/utils/worker/child/index.js')).toContain(
      'public/wants/index.html',
    );
  });
});
