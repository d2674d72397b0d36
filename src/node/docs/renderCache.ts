import crypto from 'node:crypto';
import type { GatsbyCache } from 'gatsby';
import { mediaUsesCurrent } from '../../lib/media/mediaImages';
import { readMediaFolder } from '../../render/mediaFolder';
import type { RenderInput, RenderResult } from '../../render/renderDoc';
import { renderPool } from '../../render/renderPool';
import { rendererDigest } from './rendererDigest';

/** How a doc is rendered when the cache has no render of it: on the build's workers. */
type Render = (input: RenderInput) => Promise<RenderResult>;

/**
 * Renders a doc, or takes it from the cache when a doc with the same input (body, file, path
 * prefix, its language's admonition titles) was rendered before by the same code and the files of
 * media/ it shows read as they did then (the sizes of their pictures): each doc is rendered once,
 * whatever the number of builds, and again only when it, its locale's titles or the pictures it
 * shows change.
 */
export async function cachedRender(
  input: RenderInput,
  cache: Pick<GatsbyCache, 'get' | 'set'>,
  render: Render = (doc) => renderPool.render(doc),
): Promise<RenderResult> {
  const key = `doc-render-${crypto
    .createHash('sha256')
    .update(JSON.stringify({ input, renderer: rendererDigest() }))
    .digest('hex')}`;
  const cached = (await cache.get(key)) as RenderResult | undefined;
  if (
    cached &&
    'doc' in cached &&
    (!input.media || mediaUsesCurrent(cached.doc.mediaUses, readMediaFolder(input.media).read))
  )
    return cached;
  const result = await render(input);
  if ('doc' in result) await cache.set(key, result);
  return result;
}
