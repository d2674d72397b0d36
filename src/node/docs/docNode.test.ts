/** @jest-environment node */
import type { DocMeta } from './docMeta';
import { settledDocMetas } from './docNode';

// Metadata nodes as Gatsby lists them, with the fields the test reads.
const listedMetas = [
  { id: 'meta-b', docNodeId: 'doc-b', title: 'Want lists' },
  { id: 'meta-a', docNodeId: 'doc-a', title: 'Resources' },
];

describe('settledDocMetas', () => {
  it('reads each listed node once, in the list order, keeping only what it is asked to keep', async () => {
    const getNode = jest.fn();
    const kept = await settledDocMetas(
      () => listedMetas,
      getNode,
      ({ docNodeId, title }: DocMeta) => ({ docNodeId, title }),
    );
    expect(kept).toEqual([
      { docNodeId: 'doc-b', title: 'Want lists' },
      { docNodeId: 'doc-a', title: 'Resources' },
    ]);
    // A process that created no doc node (Gatsby's query worker) reads none of them by id again.
    expect(getNode).not.toHaveBeenCalled();
  });

  it('takes an asynchronous list, as a resolver gets it from the node model', async () => {
    const kept = await settledDocMetas(
      async () => listedMetas,
      () => undefined,
      (meta: DocMeta) => meta.docNodeId,
    );
    expect(kept).toEqual(['doc-b', 'doc-a']);
  });
});
