import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import type { PendingSearchSet, SetReuse } from './searchIndex';

/** The worker script, from the project root (Gatsby runs there; its compiled copy of this file does not). */
const WORKER_FILE = path.resolve('src/node/search/searchIndexWorker.mjs');

/** The search index being written, or written. */
let written: Promise<void> = Promise.resolve();

/** What the worker process says: that it is ready for the next set, that it wants the set it was just told of, or why it failed. */
type WorkerMessage = { ready: true } | { wanted: true } | { error: string };

/** The search index's process, started before the doc sets are known. */
export interface SearchIndexProcess {
  /** Gives it the doc sets to index, each named when the process asks for it and made only if it wants it. */
  index(sets: Iterable<PendingSearchSet>): void;
}

/**
 * Starts the process that builds the search index of each doc set into `dir` (public/search/ unless
 * given): a build goes on to create its pages, run its queries and bundle meanwhile, on the other
 * core, and waits in `searchIndexWritten`. A process, not a thread: a thread's heap is Gatsby's
 * process's, which the index made 1.1 GB larger at 18,000 pages. It is started before the sets are
 * known, so it has loaded its code (3 to 4 s) by the time createPages has the site model. Each set
 * is made from `sets` when the process asks for it, so Gatsby's process holds one set's text at a
 * time, and handed over in a file: sent down the pipe, a set of 3,000 docs (26 MB) went out only as
 * fast as Gatsby's process, busy creating pages, let its event loop turn, and reached the process
 * 7.5 s after it was made. With `reuse`, a set whose key is the last build's is kept
 * (`searchIndexWriter`) and never made: its pages' text is not read.
 */
export function startSearchIndex({ dir, reuse }: { dir?: string; reuse?: SetReuse } = {}): SearchIndexProcess {
  let pending: Iterator<PendingSearchSet> | undefined;
  let current: PendingSearchSet | undefined;
  let asked = false;
  let handedOver = 0;
  let setsDir: string | undefined;
  const worker = fork(WORKER_FILE, [dir ?? '', ...(reuse ? [reuse.record] : [])], { execArgv: [] });
  const nameNext = (sets: Iterator<PendingSearchSet>) => {
    asked = false;
    const next = sets.next();
    if (next.done) {
      worker.send({ done: true });
      return;
    }
    current = next.value;
    worker.send({ manifest: current.manifest, key: current.key });
  };
  const handOver = ({ key, make }: PendingSearchSet) => {
    handedOver += 1;
    setsDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'trove-search-sets-'));
    const file = path.join(setsDir, `${handedOver}.set`);
    fs.writeFileSync(file, v8.serialize(make()));
    worker.send({ file, key });
  };
  written = new Promise<void>((resolve, reject) => {
    let failure: Error | undefined;
    worker.on('message', (message: WorkerMessage) => {
      if ('error' in message) {
        failure = new Error(message.error);
        return;
      }
      if ('wanted' in message) handOver(current!);
      else if (pending) nameNext(pending);
      else asked = true;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (setsDir) fs.rmSync(setsDir, { recursive: true, force: true });
      if (code === 0) resolve();
      else reject(failure ?? new Error(`The search index process stopped with exit code ${code}`));
    });
  });
  // Reported where it is awaited; until then a failure must not count as unhandled.
  written.catch(() => undefined);
  return {
    index(sets) {
      pending = sets[Symbol.iterator]();
      if (asked) nameNext(pending);
    },
  };
}

/** Resolves once the search index last started is written; rejects with the worker's error. */
export const searchIndexWritten = (): Promise<void> => written;
