import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderInput, RenderResult } from './renderDoc';

/** The worker script, from the project root (Gatsby runs there; its compiled copy of this file does not). */
const WORKER_FILE = path.resolve('src/render/renderWorker.mjs');

/**
 * Each worker's young generation, twice V8's default (48 MB): compiling a doc makes trees that live
 * until the doc is rendered, and with the default they outlived the collections of short-lived
 * objects, which copied and promoted them. Rendering 600 docs on 2 threads took 21 to 24 s with the
 * default and 14 to 17 s with this. It is a ceiling, 48 MB a worker above the default's, and the
 * workers stop once every doc is rendered, before Gatsby builds the pages.
 */
const YOUNG_GENERATION_MB = 96;

interface Task {
  id: number;
  input: RenderInput;
  resolve: (result: RenderResult) => void;
  reject: (error: Error) => void;
}

/**
 * Renders docs on worker threads, one per core: MDX compilation and highlighting are CPU work, and
 * each worker keeps one highlighter for all the docs it renders. Workers start on the first doc and
 * hold the process open only while they have work.
 */
export class RenderPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Task>();
  private readonly queue: Task[] = [];
  private workers: Worker[] = [];
  private nextId = 0;

  constructor(private readonly size = Math.max(1, os.availableParallelism())) {}

  render(input: RenderInput): Promise<RenderResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, resolve, reject });
      this.dispatch();
    });
  }

  /**
   * Starts one worker now, when none runs, without waiting for a doc: its loading (the MDX and
   * highlighting modules, 1 to 1.5 s) then overlaps whatever the process does until the first doc
   * comes. Idle, it does not hold the process open.
   */
  prestart(): void {
    if (this.workers.length > 0) return;
    const worker = this.start();
    worker.unref();
    this.idle.push(worker);
  }

  /** Stops the workers; the next render starts new ones. */
  async close(): Promise<void> {
    const workers = this.workers;
    this.workers = [];
    this.idle.length = 0;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.workers.length < this.size ? this.start() : undefined);
      if (!worker) return;
      const task = this.queue.shift()!;
      this.busy.set(worker, task);
      worker.ref();
      worker.postMessage({ id: task.id, input: task.input });
    }
  }

  private start(): Worker {
    const worker = new Worker(WORKER_FILE, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
    this.workers.push(worker);
    worker.on('message', ({ result }: { result: RenderResult }) => {
      const task = this.busy.get(worker);
      this.busy.delete(worker);
      worker.unref();
      this.idle.push(worker);
      task?.resolve(result);
      this.dispatch();
    });
    worker.on('error', (error) => {
      this.busy.get(worker)?.reject(error);
      this.busy.delete(worker);
      this.workers = this.workers.filter((candidate) => candidate !== worker);
      this.dispatch();
    });
    return worker;
  }
}

/** The pool of this process, shared by every doc. */
export const renderPool = new RenderPool();
