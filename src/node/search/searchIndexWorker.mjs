// Builds and writes the search index in a child process of Gatsby's, for searchIndexInWorker.ts: a
// doc set at a time, each asked for once the last is written ({ ready }) and handed over in a file
// ({ file }), then the manifests ({ done }). The index is TypeScript; jiti compiles it on load.
import { readFile, rm } from 'node:fs/promises';
import { deserialize } from 'node:v8';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { searchIndexWriter } = await jiti.import('./searchIndex.ts');
// Arguments: the folder (or '' for public/search/), then the record file and the code digest, when sets may be kept.
const [dir, record, code] = process.argv.slice(2);
const writer = await searchIndexWriter(dir || undefined, record ? { record, code } : undefined);
let finished = false;
// Gatsby's process ended before the index did: nothing waits for it any more.
process.on('disconnect', () => {
  if (!finished) process.exit(1);
});
process.on('message', async (message) => {
  try {
    if (message.file) {
      const set = deserialize(await readFile(message.file));
      await rm(message.file);
      await writer.add(set);
      process.send({ ready: true });
    } else {
      await writer.finish();
      finished = true;
      process.disconnect();
    }
  } catch (error) {
    process.send({ error: error instanceof Error ? error.message : String(error) }, () => process.exit(1));
  }
});
process.send({ ready: true });
