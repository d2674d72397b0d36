// A render worker: renders docs to HTML, and to Markdown from the same tree, for the pool in
// renderPool.ts, one message per doc, reading the sizes of the media files they show. The pool
// starts it compiled (rendererBundle.ts), since worker threads run plain JavaScript.
import { parentPort, workerData } from 'node:worker_threads';
import { markdownTwin } from '../lib/content/markdownTwin';
import { readMediaFolder } from './mediaFolder';
import { renderDoc, type RenderInput } from './renderDoc';
import type { RenderWorkerData } from './renderPool';
import { WARM_UP_DOC } from './warmUpDoc';

const tools = { markdownTwin, readMedia: readMediaFolder };

// Messages wait on the port until the handler below is attached.
if ((workerData as RenderWorkerData | undefined)?.warmUp) await renderDoc(WARM_UP_DOC, tools);

parentPort?.on('message', async ({ id, input }: { id: number; input: RenderInput }) => {
  try {
    parentPort?.postMessage({ id, result: await renderDoc(input, tools) });
  } catch (error) {
    parentPort?.postMessage({
      id,
      result: { error: { message: error instanceof Error ? (error.stack ?? error.message) : String(error) } },
    });
  }
});
