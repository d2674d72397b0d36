import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SearchIndexSet } from './searchIndex';

/** The worker script, from the project root (Gatsby runs there; its compiled copy of this file does not). */
const WORKER_FILE = path.resolve('src/node/search/searchIndexWorker.mjs');

/** The search index being written, or written. */
let written: Promise<void> = Promise.resolve();

/**
 * Starts building the search index of each doc set into `dir` (public/search/ unless given) on a
 * worker thread: a build goes on to its queries and bundles meanwhile, on the other core, and waits
 * in `searchIndexWritten`.
 */
export function startSearchIndex(sets: readonly SearchIndexSet[], dir?: string): void {
  written = new Promise<void>((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, { workerData: { sets, dir } });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The search index worker stopped with exit code ${code}`)),
    );
  });
  // Reported where it is awaited; until then a failure must not count as unhandled.
  written.catch(() => undefined);
}

/** Resolves once the search index last started is written; rejects with the worker's error. */
export const searchIndexWritten = (): Promise<void> => written;
