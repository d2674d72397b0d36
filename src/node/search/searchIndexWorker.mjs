// Builds and writes the search index in a child process of Gatsby's, for searchIndexInWorker.ts: a
// doc set at a time, each asked for once the last is written ({ ready }) and named by its manifest
// and key ({ manifest, key }); a set whose index is not kept from the last build is then asked for
// ({ wanted }) and handed over in a file ({ file, key }); then the manifests ({ done }). The index is
// TypeScript; jiti compiles it on load.
import { readFile, rm } from 'node:fs/promises';
import { deserialize } from 'node:v8';
import { createJiti } from 'jiti';

let finished = false;
// Gatsby's process ended before the index did (a build stopped by an editor's mistake ends while
// this process may still be loading): nothing waits for it any more, and nothing is to be said.
const stopUnfinished = () => {
  if (!finished) process.exit(1);
};
process.on('disconnect', stopUnfinished);
const tell = (message, then) => (process.connected ? process.send(message, then) : stopUnfinished());

const jiti = createJiti(import.meta.url);
const { searchIndexWriter } = await jiti.import('./searchIndex.ts');
// Arguments: the folder (or '' for public/search/), then the record file, when sets may be kept.
const [dir, record] = process.argv.slice(2);
const writer = await searchIndexWriter(dir || undefined, record ? { record } : undefined);
process.on('message', async (message) => {
  try {
    if (message.manifest !== undefined) {
      tell(writer.keep(message.manifest, message.key) ? { ready: true } : { wanted: true });
    } else if (message.file) {
      const set = deserialize(await readFile(message.file));
      await rm(message.file);
      await writer.add(set, message.key);
      tell({ ready: true });
    } else {
      await writer.finish();
      finished = true;
      process.disconnect();
    }
  } catch (error) {
    tell({ error: error instanceof Error ? error.message : String(error) }, () => process.exit(1));
  }
});
tell({ ready: true });
