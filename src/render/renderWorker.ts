// A render worker: renders docs to HTML, and to Markdown from the same tree, for the pool in
// renderPool.ts, one message per doc, reading the sizes of the media files they show. The pool
// starts it compiled (rendererBundle.ts), since worker threads run plain JavaScript.
import { parentPort } from 'node:worker_threads';
import { markdownTwin } from '../lib/content/markdownTwin';
import { readMediaFolder } from './mediaFolder';
import { renderDoc, type RenderInput } from './renderDoc';

parentPort?.on('message', async ({ id, input }: { id: number; input: RenderInput }) => {
  try {
    parentPort?.postMessage({ id, result: await renderDoc(input, { markdownTwin, readMedia: readMediaFolder }) });
  } catch (error) {
    parentPort?.postMessage({
      id,
      result: { error: { message: error instanceof Error ? (error.stack ?? error.message) : String(error) } },
    });
  }
});
