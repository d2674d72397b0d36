import { openSearchEngine, type SplitSearchEngine } from '../../lib/search/engine';
import { warmUpSearch } from '../../lib/search/warmUp';
import { fetchSearchFile } from './fetchSearchFile';
import type { FromSearchWorker, ToSearchWorker } from './messages';

/*
 * The search worker: loads the index files a query needs and ranks with MiniSearch off the main
 * thread, so typing never waits for a search. A search that a newer one overtakes while its files
 * load is dropped before ranking: only the newest input's results are shown.
 */
let engine: Promise<SplitSearchEngine> | undefined;
let newest: AbortController | undefined;
/** Whether the reader has typed a search: the warm-up stops then. */
let searched = false;
const post = (message: FromSearchWorker) => postMessage(message);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

addEventListener('message', async ({ data }: MessageEvent<ToSearchWorker>) => {
  if (data.type === 'open') {
    const { manifest, manifestUrl } = data;
    engine = openSearchEngine(manifest, (path) => fetchSearchFile(new URL(path, manifestUrl).href));
    engine.then(
      ({ browse }) => {
        post({ type: 'opened', browse });
        // A warm-up that fails is no loss.
        warmUpSearch(() => searched).catch(() => undefined);
      },
      (error: unknown) => post({ type: 'openFailed', message: messageOf(error) }),
    );
    return;
  }
  // The dialog asks for the empty input's results as it opens: the reader has not typed yet.
  searched ||= data.input.trim() !== '';
  newest?.abort();
  const controller = new AbortController();
  newest = controller;
  try {
    post({ type: 'results', id: data.id, groups: await (await engine!).search(data.input, controller.signal) });
  } catch (error) {
    post({ type: 'failed', id: data.id, message: messageOf(error) });
  }
});
