import type { BodyInput } from './renderBody';
import type { BodyResult } from './view';

/** The MDX compiler and highlighter are a chunk of their own, loaded by the first render. */
const loadRenderer = () => import('./renderBody');

/** Renders kept: the preview and the body's check ask for the same few bodies within moments. */
const KEPT = 4;
const renders = new Map<string, Promise<BodyResult>>();

/**
 * Renders a body as the build does (renderBody), once for the preview pane and the body editor's
 * check alike: the same input asked for again gets the same render. A render that failed to run
 * (its code did not load) is dropped, so the next ask tries again.
 */
export function renderBodyOnce(input: BodyInput): Promise<BodyResult> {
  const key = JSON.stringify([input.body, input.docsPath, input.pathPrefix]);
  let render = renders.get(key);
  if (!render) {
    render = loadRenderer().then(({ renderBody }) => renderBody(input));
    render.catch(() => renders.delete(key));
    renders.set(key, render);
    if (renders.size > KEPT) renders.delete(renders.keys().next().value as string);
  }
  return render;
}
