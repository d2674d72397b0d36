/** @jest-environment node */
import fs from 'node:fs';
import { fillersAfter, GATSBY_MUTATION_BATCH_SIZE } from './editsAtOnce';

const isContent = (source: string) => source === 'docs' || source === 'navigation';
const fileNode = (sourceInstanceName: string) => ({ id: 'file-1', internal: { type: 'File' }, sourceInstanceName });

describe('fillersAfter', () => {
  it("fills Gatsby's batch after a content file's node is made or deleted, with mutations that change nothing", () => {
    for (const type of ['createNode', 'deleteNode']) {
      const fillers = fillersAfter({ type, payload: [fileNode('docs')] }, isContent);
      expect(fillers).toHaveLength(GATSBY_MUTATION_BATCH_SIZE - 1);
      expect(new Set(fillers.map((filler) => JSON.stringify(filler)))).toEqual(
        new Set([JSON.stringify({ type: 'touchNode', payload: [null] })]),
      );
    }
  });

  it("adds nothing after another source's file, a node of another type, another mutation or a filler", () => {
    expect(fillersAfter({ type: 'createNode', payload: [fileNode('site-pages')] }, isContent)).toEqual([]);
    expect(
      fillersAfter(
        { type: 'createNode', payload: [{ id: 'doc', internal: { type: 'Doc' }, sourceInstanceName: 'docs' }] },
        isContent,
      ),
    ).toEqual([]);
    expect(fillersAfter({ type: 'createNodeField', payload: [fileNode('docs')] }, isContent)).toEqual([]);
    expect(fillersAfter({ type: 'touchNode', payload: [undefined] }, isContent)).toEqual([]);
  });
});

describe("what the fillers count on in Gatsby's develop server", () => {
  it('commits a queue of 100 mutations at once, and touchNode of no node dispatches nothing', () => {
    const waiting = fs.readFileSync(require.resolve('gatsby/dist/state-machines/waiting/index.js'), 'utf8');
    expect(waiting).toContain(`NODE_MUTATION_BATCH_SIZE = ${GATSBY_MUTATION_BATCH_SIZE};`);
    const { actions } = jest.requireActual<{ actions: { touchNode: (node: unknown) => unknown } }>(
      'gatsby/dist/redux/actions/public',
    );
    expect(actions.touchNode(undefined)).toEqual([]);
  });
});
