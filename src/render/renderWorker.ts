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

/**
 * Renders of the warm-up doc, at most, while no doc has come: the first makes the highlighter and
 * loads the code; the next ones let V8 optimise it (a first doc took 60 to 160 ms after one warm-up,
 * against 25 to 45 ms once warm). A doc that comes waits for the render under way, not the others.
 */
const WARM_UP_RENDERS = 4;
let docCame = false;

async function warmUp(): Promise<void> {
  for (let render = 0; render < WARM_UP_RENDERS && !docCame; render++) {
    await renderDoc(WARM_UP_DOC, tools);
    // Lets a doc's message in between two renders.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

// A warm-up that fails says nothing a doc's own render will not: the doc's render reports it.
const warming = ((workerData as RenderWorkerData | undefined)?.warmUp ? warmUp() : Promise.resolve()).catch(
  () => undefined,
);

parentPort?.on('message', async ({ id, input }: { id: number; input: RenderInput }) => {
  docCame = true;
  // The pool sends a worker one doc at a time; a warm-up render must not run beside the first.
  await warming;
  try {
    parentPort?.postMessage({ id, result: await renderDoc(input, tools) });
  } catch (error) {
    parentPort?.postMessage({
      id,
      result: { error: { message: error instanceof Error ? (error.stack ?? error.message) : String(error) } },
    });
  }
});
