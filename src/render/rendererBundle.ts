import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build, buildSync, type BuildOptions, type OutputFile } from 'esbuild';

/** The worker's source, from the project root (Gatsby runs there; its compiled copy of this module does not). */
const WORKER_SOURCE = 'src/render/renderWorker.ts';

/**
 * Where compiled workers go: inside the project, so that their imports of packages resolve, and
 * outside `.cache`, which Gatsby empties after the dev server has started its first worker.
 */
const BUNDLE_FOLDER = 'node_modules/.cache/trove-render-worker';

/*
 * The render worker and the renderer it imports are compiled into one ES module (packages left to
 * Node). One file loads in a third of the time jiti took to load the same modules one by one (0.3
 * against 0.9 s), which a dev server's start waits for. Each process that starts workers compiles
 * the sources of the moment, so no worker runs stale code; the file is named by its content, so
 * processes that share the project's packages never start one another's code.
 */

const bundleOptions = (root: string) =>
  ({
    absWorkingDir: root,
    entryPoints: [WORKER_SOURCE],
    outdir: BUNDLE_FOLDER,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  }) satisfies BuildOptions;

/** Writes the compiled worker under its content's name, unless it is there, and returns its path. */
function placed(root: string, [output]: OutputFile[]): string {
  const digest = createHash('sha256').update(output.contents).digest('hex').slice(0, 16);
  const file = path.join(root, BUNDLE_FOLDER, `renderWorker-${digest}.mjs`);
  if (!fs.existsSync(file)) {
    // Written whole under another name first: a process starting the same file never reads half of it.
    const draft = `${file}.${process.pid}`;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(draft, output.contents);
    fs.renameSync(draft, file);
  }
  return file;
}

/**
 * Compiles the render worker and returns its path, for a doc waiting for a worker.
 * @param root the project
 */
export function compileRenderWorker(root = process.cwd()): string {
  return placed(root, buildSync(bundleOptions(root)).outputFiles);
}

/**
 * Compiles the render worker and returns its path, without holding the process meanwhile (for a
 * worker started ahead of the docs; esbuild's service, which compiled Gatsby's files, does the work).
 * @param root the project
 */
export async function compileRenderWorkerInBackground(root = process.cwd()): Promise<string> {
  return placed(root, (await build(bundleOptions(root))).outputFiles);
}
