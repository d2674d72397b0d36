/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { foldersParcelSkips } from './parcelSnapshotScope.cjs';

const PRELOAD = path.resolve(__dirname, 'parcelSnapshotScope.cjs');
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
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** Runs Gatsby's Parcel step in `root` as gatsby-worker does, preloaded as scripts/gatsby.mjs does; returns its snapshot's paths. */
  function snapshotPaths(workerModule = PARCEL_WORKER) {
    const script = `require(${JSON.stringify(PARCEL_WORKER)}).runParcel(${JSON.stringify(root)})`;
    const run = spawnSync(process.execPath, ['--require', PRELOAD, '-e', script], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, GATSBY_WORKER_MODULE_PATH: workerModule },
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const cacheDir = path.join(root, '.cache', '.parcel-cache');
    const [snapshot] = readdirSync(cacheDir).filter((name) => name.endsWith('.txt'));
    return readFileSync(path.join(cacheDir, snapshot), 'utf8')
      .split('\n')
      .map((line) => /\/\S*?(?=\d{10,} \d$)/.exec(line)?.[0])
      .filter((file) => file !== undefined)
      .map((file) => path.relative(root, file));
  }

  it('leaves the other folders out of the snapshot and keeps the root files and plugins/', () => {
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
