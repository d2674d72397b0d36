// A render worker: renders docs to HTML, and to Markdown from the same tree, for the pool in
// renderPool.ts, one message per doc, reading the sizes of the media files they show. The renderer
// is TypeScript; jiti compiles it on load, since worker threads run plain JavaScript.
import { parentPort } from 'node:worker_threads';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url, { jsx: true });
const { renderDoc } = await jiti.import('./renderDoc.ts');
const { markdownTwin } = await jiti.import('../lib/content/markdownTwin.ts');
const { readMediaFolder } = await jiti.import('./mediaFolder.ts');

parentPort.on('message', async ({ id, input }) => {
  try {
    parentPort.postMessage({ id, result: await renderDoc(input, { markdownTwin, readMedia: readMediaFolder }) });
  } catch (error) {
    parentPort.postMessage({
      id,
      result: { error: { message: error instanceof Error ? (error.stack ?? error.message) : String(error) } },
    });
  }
});
