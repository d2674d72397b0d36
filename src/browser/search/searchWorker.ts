import type { SearchManifest } from '../../lib/search/manifest';
import type { ResultGroup, SearchEngine } from '../../lib/search/results';
import { loadSearchText } from './loadSearchText';
import type { FromSearchWorker, ToSearchWorker } from './messages';

/**
 * Starts search in a Web Worker and resolves once it has loaded the statistics of the index of
 * `manifest` (fetched from `manifestUrl`, which its other files are relative to). The worker is a
 * script chunk of the site, served from its own origin under the path prefix, so a
 * `worker-src 'self'` content security policy allows it.
 */
export async function startSearchWorker(manifest: SearchManifest, manifestUrl: string): Promise<SearchEngine> {
  // The page marks the results' words as the index's language reads them; its rules load meanwhile.
  const [text, engine] = await Promise.all([loadSearchText(manifest.language), openWorker(manifest, manifestUrl)]);
  return { ...engine, text };
}

/** Starts the worker over the index of `manifest`; resolves once it has loaded the statistics. */
function openWorker(manifest: SearchManifest, manifestUrl: string): Promise<Omit<SearchEngine, 'text'>> {
  const worker = new Worker(/* webpackChunkName: "search-worker" */ new URL('./search.worker.ts', import.meta.url));
  const pending = new Map<number, { resolve: (groups?: ResultGroup[]) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failure: Error | undefined;
  const send = (message: ToSearchWorker) => worker.postMessage(message);
  const search = (input: string) =>
    new Promise<ResultGroup[] | undefined>((resolve, reject) => {
      if (failure) return reject(failure);
      pending.set(nextId, { resolve, reject });
      send({ type: 'search', id: nextId, input });
      nextId += 1;
    });

  return new Promise((resolve, reject) => {
    // A worker that fails to start, or later fails outside a search, is gone: every search after fails too.
    const fail = (error: Error) => {
      failure = error;
      worker.terminate();
      reject(error);
      for (const request of pending.values()) request.reject(error);
    };
    worker.addEventListener('error', (event) =>
      fail(
        new Error(
          `Search could not start (${event.message || 'its script did not load'}). Check the connection and retry.`,
        ),
      ),
    );
    worker.addEventListener('message', ({ data }: MessageEvent<FromSearchWorker>) => {
      if (data.type === 'opened') return resolve({ browse: data.browse, search });
      if (data.type === 'openFailed') return fail(new Error(data.message));
      const request = pending.get(data.id);
      pending.delete(data.id);
      if (data.type === 'results') request?.resolve(data.groups);
      else request?.reject(new Error(data.message));
    });
    send({ type: 'open', manifest, manifestUrl });
  });
}
