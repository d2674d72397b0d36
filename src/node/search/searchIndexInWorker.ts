import { fork } from 'node:child_process';
import path from 'node:path';
import type { SearchIndexSet, SetReuse } from './searchIndex';

/** The worker script, from the project root (Gatsby runs there; its compiled copy of this file does not). */
const WORKER_FILE = path.resolve('src/node/search/searchIndexWorker.mjs');

/** The search index being written, or written. */
let written: Promise<void> = Promise.resolve();

/** What the worker process says: that it is ready for the next set, or why it failed. */
type WorkerMessage = { ready: true } | { error: string };

/**
 * Starts building the search index of each doc set into `dir` (public/search/ unless given) in a
 * child process: a build goes on to its queries and bundles meanwhile, on the other core, and waits
 * in `searchIndexWritten`. A process, not a thread: a thread's heap is Gatsby's process's, which
 * the index made 1.1 GB larger at 18,000 pages. Each set is made from `sets` when the process asks
 * for it, so Gatsby's process holds one set's text at a time. With `reuse`, a set unchanged since the
 * last build is kept (`searchIndexWriter`).
 */
export function startSearchIndex(
  sets: Iterable<SearchIndexSet>,
  { dir, reuse }: { dir?: string; reuse?: SetReuse } = {},
): void {
  written = new Promise<void>((resolve, reject) => {
    const worker = fork(WORKER_FILE, [dir ?? '', ...(reuse ? [reuse.record, reuse.code] : [])], {
      serialization: 'advanced',
      execArgv: [],
    });
    const pending = sets[Symbol.iterator]();
    let failure: Error | undefined;
    worker.on('message', (message: WorkerMessage) => {
      if ('error' in message) {
        failure = new Error(message.error);
        return;
      }
      const next = pending.next();
      worker.send(next.done ? { done: true } : { set: next.value });
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(failure ?? new Error(`The search index process stopped with exit code ${code}`)),
    );
  });
  // Reported where it is awaited; until then a failure must not count as unhandled.
  written.catch(() => undefined);
}

/** Resolves once the search index last started is written; rejects with the worker's error. */
export const searchIndexWritten = (): Promise<void> => written;
