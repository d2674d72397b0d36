/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pngOfSize } from '../../lib/media/png.testHelper';
import type { RenderInput, RenderResult } from '../../render/renderDoc';
import { RenderPool } from '../../render/renderPool';
import { localeGlossary } from '../../lib/docs/glossary';
import { cachedRender, cachedRenderWithTerms } from './renderCache';
import { memoryCache } from './memoryCache.testHelper';

// The real renderer on a worker thread, as the build runs it; Gatsby's cache as a map.
const pool = new RenderPool(1);
afterAll(() => pool.close());
jest.setTimeout(60_000);

let dir: string;
let renders: number;
let cache = memoryCache();
const render = (input: RenderInput) => {
  renders += 1;
  return pool.render(input);
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-cache-'));
  fs.mkdirSync(path.join(dir, 'media'));
  cache = memoryCache();
  renders = 0;
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const writeShelf = (width: number, height: number) =>
  fs.writeFileSync(path.join(dir, 'media/shelf.png'), pngOfSize(width, height));
const input = (): RenderInput => ({
  body: '![A shelf](/media/shelf.png)',
  absolutePath: path.join(dir, 'docs/wants.mdx'),
  docsPath: 'wants.mdx',
  pathPrefix: '',
  lineOffset: 0,
  imageOrigins: [],
  media: { path: path.join(dir, 'media'), shown: 'content/media' },
});
const htmlOf = (result: RenderResult) => ('doc' in result ? result.doc.html : result.error.message);

describe('cachedRender', () => {
  it('renders an unchanged doc whose images are unchanged once', async () => {
    writeShelf(64, 36);
    const first = await cachedRender(input(), cache, render);
    const again = await cachedRender(input(), cache, render);
    expect(renders).toBe(1);
    expect(again).toEqual(first);
  });

  it('renders a doc again once a picture it shows is replaced by one of another size', async () => {
    writeShelf(64, 36);
    expect(htmlOf(await cachedRender(input(), cache, render))).toContain('width="64" height="36"');
    writeShelf(128, 72);
    expect(htmlOf(await cachedRender(input(), cache, render))).toContain('width="128" height="72"');
    expect(renders).toBe(2);
  });

  it('renders a doc again once a picture it shows is deleted, which then stops it', async () => {
    writeShelf(64, 36);
    await cachedRender(input(), cache, render);
    fs.rmSync(path.join(dir, 'media/shelf.png'));
    expect(await cachedRender(input(), cache, render)).toEqual({
      error: expect.objectContaining({ missingMedia: true, message: expect.stringContaining('there is no shelf.png') }),
    });
  });

  it("renders a doc a release left unchanged once for every version: the file's place is not part of the key", async () => {
    writeShelf(64, 36);
    const current = await cachedRender(input(), cache, render);
    const released = { ...input(), absolutePath: path.join(dir, 'versioned_docs/version-1.0/wants.mdx') };
    expect(await cachedRender(released, cache, render)).toEqual(current);
    expect(renders).toBe(1);
    await cachedRender({ ...released, body: `${released.body}\n\nChanged in 1.0.` }, cache, render);
    expect(renders).toBe(2);
  });

  it('renders docs alike that are found together once, each getting the render', async () => {
    writeShelf(64, 36);
    const versions = ['docs', 'versioned_docs/version-1.0', 'versioned_docs/version-2.0'];
    const results = await Promise.all(
      versions.map((folder) =>
        cachedRender({ ...input(), absolutePath: path.join(dir, folder, 'wants.mdx') }, cache, render),
      ),
    );
    expect(renders).toBe(1);
    expect(results.map(htmlOf)).toEqual(versions.map(() => expect.stringContaining('width="64" height="36"')));
  });
});

describe('cachedRenderWithTerms', () => {
  const glossary = localeGlossary({
    have: { term: 'have', definition: 'An item you own.', aliases: ['haves'] },
    want: { term: 'want', definition: 'An item you look for.' },
  });
  const terms = 'terms' in glossary ? glossary.terms : [];
  const doc = (body: string): Omit<RenderInput, 'terms'> => ({ ...input(), body });

  it('gives a render the terms its body uses, none to a doc that marks no term, and renders each once', async () => {
    const used = await cachedRenderWithTerms(doc('My :term[haves].'), terms, cache, render);
    expect(used.terms.map((term) => term.id)).toEqual(['have']);
    expect('doc' in used.rendered && used.rendered.doc.html).toContain('An item you own.');
    expect((await cachedRenderWithTerms(doc('No term.'), terms, cache, render)).terms).toEqual([]);
    // Another definition of a term the doc does not use leaves its render cached.
    const [have, want] = terms;
    await cachedRenderWithTerms(doc('My :term[haves].'), [have, { ...want, definition: 'Sought.' }], cache, render);
    expect(renders).toBe(2);
  });

  it('renders with the whole glossary a use its source does not name plainly, and names the closest term for one it lacks', async () => {
    const entity = await cachedRenderWithTerms(doc('My :term[hav&#101;s].'), terms, cache, render);
    expect(entity.terms).toEqual(terms);
    expect('doc' in entity.rendered && entity.rendered.doc.html).toContain('>haves</button>');
    const unknown = await cachedRenderWithTerms(doc('My :term[wnats].'), terms, cache, render);
    expect('error' in unknown.rendered && unknown.rendered.error.message).toContain(
      'the closest defined term is "want"',
    );
  });
});
