// Reads built pages in a child process for readPageFiles.ts: takes its share of the pages in one
// message, sends what it read in batches as it goes, then a last message saying it is done (or
// why it stopped). The
// reader is TypeScript; jiti compiles it on load, since Node runs plain JavaScript.
import { createJiti } from 'jiti';

/** Pages a message carries: fewer messages than pages, and no process holding much of what it read. */
const BATCH_SIZE = 32;

const jiti = createJiti(import.meta.url);
const { readPageFile } = await jiti.import('./readPageFile.ts');

const send = (message) =>
  new Promise((resolve, reject) => process.send(message, (error) => (error ? reject(error) : resolve())));

process.once('message', async ({ policies, share }) => {
  let batch = [];
  try {
    for (const { index, file, policy, digestBefore } of share) {
      batch.push({ index, read: readPageFile({ file, policy: policies[policy], digestBefore }) });
      if (batch.length === BATCH_SIZE) {
        await send({ batch });
        batch = [];
      }
    }
    await send({ batch, done: true });
  } catch (error) {
    await send({ batch: [], error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
  process.disconnect();
});
