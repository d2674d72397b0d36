/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SourceNodesArgs } from 'gatsby';
import { pngOfSize } from '../../lib/media/png.testHelper';
import { DOC_META_TYPE } from '../docs/docMeta';
import { createDocNode } from '../docs/docNode';
import { markBeingMade, markMade } from '../docs/docNodeState';
import { sourceNodes } from './sourceNodes';
import { memoryCache } from '../docs/memoryCache.testHelper';

jest.mock('../docs/docNode', () => ({
  ...jest.requireActual('../docs/docNode'),
  createDocNode: jest.fn(async () => undefined),
}));

let root: string;
let cache = memoryCache();
const fileNode = (id: string, docsFolder: string, relativePath: string) => ({
  id,
  internal: { type: 'File' },
  sourceInstanceName: 'docs',
  relativePath,
  absolutePath: path.join(docsFolder, relativePath),
});
const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-source-'));
  process.env.TROVE_CONTENT_DIR = root;
  cache = memoryCache();
  jest.mocked(createDocNode).mockClear();
});
afterEach(() => {
  delete process.env.TROVE_CONTENT_DIR;
  fs.rmSync(root, { recursive: true, force: true });
});

// Each doc file's `DocMeta` node, as a build by the current code leaves them.
const metasOf = (files: { id: string }[]) =>
  files.map((file) => ({ id: `meta-${file.id}`, parent: file.id, internal: { type: DOC_META_TYPE } }));
const run = (files: { id: string }[], metas = metasOf(files)) =>
  (sourceNodes as (args: SourceNodesArgs) => Promise<void>)({
    getNodesByType: (type: string) => (type === DOC_META_TYPE ? metas : files),
    actions: { enableStatefulSourceNodes: () => undefined },
    cache,
  } as unknown as SourceNodesArgs);
const remade = () => jest.mocked(createDocNode).mock.calls.map(([args]) => args.node.id);

describe('sourceNodes', () => {
  it('makes again the kept nodes of docs whose pictures changed, or that a stopped build never made', async () => {
    write('docs/wants.mdx', 'x');
    write('docs/resources.mdx', 'x');
    write('docs/index.mdx', 'x');
    write('media/shelf.png', pngOfSize(64, 36));
    const docs = path.join(root, 'docs');
    await markMade(cache, 'wants', { uses: [{ name: 'shelf.png', width: 32, height: 18 }], terms: [] });
    await markBeingMade(cache, 'resources');
    await markMade(cache, 'index', { uses: [{ name: 'shelf.png', width: 64, height: 36 }], terms: [] });
    await run([
      fileNode('wants', docs, 'wants.mdx'),
      fileNode('resources', docs, 'resources.mdx'),
      fileNode('index', docs, 'index.mdx'),
    ]);
    expect(remade().sort()).toEqual(['resources', 'wants']);
  });

  it('leaves the nodes Gatsby drops once sourcing ends: a deleted file, a folder an earlier build read', async () => {
    write('docs/wants.mdx', 'x');
    await markBeingMade(cache, 'deleted');
    await markBeingMade(cache, 'elsewhere');
    await run([
      fileNode('deleted', path.join(root, 'docs'), 'gone.mdx'),
      fileNode('elsewhere', path.join(root, 'other-content/docs'), 'wants.mdx'),
    ]);
    expect(remade()).toEqual([]);
  });

  it('makes again every kept node when the code that renders docs changed since the last build', async () => {
    write('docs/wants.mdx', 'x');
    write('docs/index.mdx', 'x');
    const docs = path.join(root, 'docs');
    await markMade(cache, 'wants', { uses: [], terms: [] });
    await markMade(cache, 'index', { uses: [], terms: [] });
    const nodes = [fileNode('wants', docs, 'wants.mdx'), fileNode('index', docs, 'index.mdx')];
    await run(nodes);
    expect(remade()).toEqual([]);
    await run(nodes);
    expect(remade()).toEqual([]);

    await cache.set('doc-nodes-rendered-with', { en: 'the digest of an older renderer' });
    await run(nodes);
    expect(remade().sort()).toEqual(['index', 'wants']);
  });

  it('makes again the kept nodes that have no DocMeta node, as a build by code that made none left them', async () => {
    write('docs/wants.mdx', 'x');
    write('docs/index.mdx', 'x');
    const docs = path.join(root, 'docs');
    await markMade(cache, 'wants', { uses: [], terms: [] });
    await markMade(cache, 'index', { uses: [], terms: [] });
    const files = [fileNode('wants', docs, 'wants.mdx'), fileNode('index', docs, 'index.mdx')];
    await run(files, metasOf(files.slice(1)));
    expect(remade()).toEqual(['wants']);
  });

  it('makes again the kept nodes of a locale whose admonition titles its strings file changed', async () => {
    write('docs/wants.mdx', 'x');
    const nodes = [fileNode('wants', path.join(root, 'docs'), 'wants.mdx')];
    await markMade(cache, 'wants', { uses: [], terms: [] });
    await run(nodes);
    write('i18n/en/strings.json', JSON.stringify({ 'toc.title': { message: 'Contents' } }));
    await run(nodes);
    expect(remade()).toEqual([]);

    write('i18n/en/strings.json', JSON.stringify({ 'admonition.tip': { message: 'Hint' } }));
    await run(nodes);
    expect(remade()).toEqual(['wants']);
  });
});
