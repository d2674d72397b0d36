// Builds and writes the search index on a worker thread, for searchIndexInWorker.ts. The index is
// TypeScript; jiti compiles it on load, since worker threads run plain JavaScript.
import { workerData } from 'node:worker_threads';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { writeSearchIndex } = await jiti.import('./searchIndex.ts');
await writeSearchIndex(workerData.sets, workerData.dir);
