import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderInput, RenderResult } from './renderDoc';
import { compileRenderWorker, compileRenderWorkerInBackground } from './rendererBundle';

/**
 * Each worker's young generation, twice V8's default (48 MB): compiling a doc makes trees that live
 * until the doc is rendered, and with the default they outlived the collections of short-lived
 * objects, which copied and promoted them. Rendering 600 docs on 2 threads took 21 to 24 s with the
 * default and 14 to 17 s with this. It is a ceiling, 48 MB a worker above the default's, and the
 * workers stop once every doc is rendered, before Gatsby builds the pages.
 */
const YOUNG_GENERATION_MB = 96;

/**
 * Docs waiting that make starting one more worker worth it: a worker takes about as long to load
 * as four docs take to render on a worker already running, so a dev server's start (three docs)
 * renders them on its one early worker rather than wait for a second to load beside it.
 */
const QUEUE_WORTH_A_WORKER = 4;

/** What a render worker is started with. */
export interface RenderWorkerData {
  /** Whether it renders a doc of its own first (renderWorker.ts), when it starts ahead of the docs. */
  warmUp: boolean;
}

interface Task {
  id: number;
  input: RenderInput;
  resolve: (result: RenderResult) => void;
  reject: (error: Error) => void;
}

/**
 * Renders docs on worker threads, one per core: MDX compilation and highlighting are CPU work, and
 * each worker keeps one highlighter for all the docs it renders. A worker starts on the first doc,
 * another only once enough docs wait, and each holds the process open only while it has work.
 */
export class RenderPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Task>();
  private readonly queue: Task[] = [];
  private workers: Worker[] = [];
  private nextId = 0;
  /** The compiled worker that this pool's running workers were started from. */
  private workerFile?: string;
  /** The compile of a worker started ahead of the docs, which the first docs wait for. */
  private compilingEarly?: Promise<void>;

  constructor(private readonly size = Math.max(1, os.availableParallelism())) {}

  render(input: RenderInput): Promise<RenderResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, resolve, reject });
      this.dispatch();
    });
  }

  /**
   * Starts one worker now, when none runs, without waiting for a doc: its compile, its loading and
   * a first render of its own (0.1, 0.3 and 0.2 s here) then overlap whatever the process does until
   * the first doc comes, which waits for it. Idle, it does not hold the process open.
   */
  prestart(): void {
    if (this.workers.length > 0 || this.compilingEarly) return;
    this.compilingEarly = compileRenderWorkerInBackground()
      .then((file) => {
        this.workerFile ??= file;
        if (this.workers.length > 0) return;
        const worker = this.start({ warmUp: true });
        worker.unref();
        this.idle.push(worker);
      })
      // A doc's own start compiles again, and fails with the compile's error.
      .catch(() => undefined)
      .finally(() => {
        this.compilingEarly = undefined;
        this.dispatch();
      });
  }

  /** Stops the workers; the next render starts new ones. */
  async close(): Promise<void> {
    await this.compilingEarly;
    const workers = this.workers;
    this.workers = [];
    this.workerFile = undefined;
    this.idle.length = 0;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    if (this.compilingEarly && this.workers.length === 0) return;
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.worthAnotherWorker() ? this.start() : undefined);
      if (!worker) return;
      const task = this.queue.shift()!;
      this.busy.set(worker, task);
      worker.ref();
      worker.postMessage({ id: task.id, input: task.input });
    }
  }

  private worthAnotherWorker(): boolean {
    if (this.workers.length >= this.size) return false;
    return this.workers.length === 0 || this.queue.length >= QUEUE_WORTH_A_WORKER;
  }

  private start(workerData: RenderWorkerData = { warmUp: false }): Worker {
    // Compiled again once every worker has stopped, so a dev server's next render runs edited code.
    this.workerFile ??= compileRenderWorker();
    const worker = new Worker(this.workerFile, {
      workerData,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
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

/**
 * The pool of this process, shared by every doc. Kept on the process's global object: the Gatsby
 * config and gatsby-node are compiled into two bundles (src/node/gatsby/compile.mjs), each with its
 * own copy of this module, and the config starts the worker that gatsby-node's docs then use.
 */
const PROCESS_POOL = Symbol.for('trove.renderPool');
export const renderPool: RenderPool = ((globalThis as { [PROCESS_POOL]?: RenderPool })[PROCESS_POOL] ??=
  new RenderPool());
