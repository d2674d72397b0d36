/** @jest-environment node */
import { settledDocNodes } from './docNode';

interface FakeDocNode {
  id: string;
  title: string;
  html: string;
}

const listedDocs: FakeDocNode[] = [
  { id: 'doc-b', title: 'Want lists', html: '<p>Long body</p>' },
  { id: 'doc-a', title: 'Resources', html: '<p>Another body</p>' },
];

describe('settledDocNodes', () => {
  it('reads each listed node once, in the list order, keeping only what it is asked to keep', async () => {
    const getNode = jest.fn();
    const kept = await settledDocNodes(
      () => listedDocs,
      getNode,
      ({ id, title }: FakeDocNode) => ({ id, title }),
    );
    expect(kept).toEqual([
      { id: 'doc-b', title: 'Want lists' },
      { id: 'doc-a', title: 'Resources' },
    ]);
    // A process that created no doc node (Gatsby's query worker) reads none of them by id again.
    expect(getNode).not.toHaveBeenCalled();
  });

  it('takes an asynchronous list, as a resolver gets it from the node model', async () => {
    const kept = await settledDocNodes(
      async () => listedDocs,
      () => undefined,
      (node: FakeDocNode) => node.id,
    );
    expect(kept).toEqual(['doc-b', 'doc-a']);
  });
});
