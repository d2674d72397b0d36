import crypto from 'node:crypto';
import type { GatsbyCache } from 'gatsby';
import { mediaUsesCurrent } from '../../lib/media/mediaImages';
import { readMediaFolder } from '../../render/mediaFolder';
import { termsNamedIn, type GlossaryTerm } from '../../lib/docs/glossary';
import type { RenderInput, RenderResult } from '../../render/renderDoc';
import { renderPool } from '../../render/renderPool';
import { rendererDigest } from './rendererDigest';

/** How a doc is rendered when the cache has no render of it: on the build's workers. */
type Render = (input: RenderInput) => Promise<RenderResult>;

/** Lookups and renders started and not done, by key: docs alike found together (a release's copy of a doc) wait for one. */
const rendersInFlight = new Map<string, Promise<RenderResult>>();

/**
 * Renders a doc, or takes it from the cache when a doc with the same input (body, path in its docs
 * folder, path prefix, its language's doc labels) was rendered before by the same code and the
 * files of media/ it shows read as they did then (the sizes of their pictures): each doc is rendered
 * once, whatever the number of builds, and again only when it, its locale's labels or the pictures
 * it shows change. The file's place on disk is left out of the key: it only names the file, and
 * nothing rendered depends on it, so a doc a release left unchanged (the same text in
 * `versioned_docs/version-1.0/` as in `docs/`) is rendered once for every version.
 */
export async function cachedRender(
  input: RenderInput,
  cache: Pick<GatsbyCache, 'get' | 'set'>,
  render: Render = (doc) => renderPool.render(doc),
): Promise<RenderResult> {
  const rendered: Omit<RenderInput, 'absolutePath'> & { absolutePath?: string } = { ...input };
  delete rendered.absolutePath;
  const key = `doc-render-${crypto
    .createHash('sha256')
    .update(JSON.stringify({ input: rendered, renderer: rendererDigest() }))
    .digest('hex')}`;
  const inFlight = rendersInFlight.get(key);
  if (inFlight) return inFlight;
  const result = (async () => {
    const cached = (await cache.get(key)) as RenderResult | undefined;
    if (
      cached &&
      'doc' in cached &&
      (!input.media || mediaUsesCurrent(cached.doc.mediaUses, readMediaFolder(input.media).read))
    )
      return cached;
    const made = await render(input);
    if ('doc' in made) await cache.set(key, made);
    return made;
  })().finally(() => rendersInFlight.delete(key));
  rendersInFlight.set(key, result);
  return result;
}

/**
 * `cachedRender` of a doc given the glossary terms its body uses (`termsNamedIn`), none when it marks
 * no term; with the rest of its locale's `glossary` too when a use stops the render: a use
 * `termsNamedIn` cannot read from the source then renders, and one the glossary lacks is named with
 * the closest term. Resolves with the render and the terms it was given.
 */
export async function cachedRenderWithTerms(
  input: Omit<RenderInput, 'terms'>,
  glossary: GlossaryTerm[],
  cache: Pick<GatsbyCache, 'get' | 'set'>,
  render?: Render,
): Promise<{ rendered: RenderResult; terms: GlossaryTerm[] }> {
  const named = termsNamedIn(input.body, glossary);
  const rendered = await cachedRender(named ? { ...input, terms: named } : input, cache, render);
  if (!('error' in rendered && rendered.error.unknownTerm)) return { rendered, terms: named ?? [] };
  return { rendered: await cachedRender({ ...input, terms: glossary }, cache, render), terms: glossary };
}
