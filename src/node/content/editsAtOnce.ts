import { createRequire } from 'node:module';
import path from 'node:path';

/** A node mutation as Gatsby's develop server queues it: an action's name and its arguments. */
interface NodeMutation {
  type: string;
  payload: unknown[];
}

/** The event bus of Gatsby's store, on which a mutation made outside a lifecycle is queued. */
interface Emitter {
  on(event: 'ENQUEUE_NODE_MUTATION', handler: (mutation: NodeMutation) => void): void;
  emit(event: 'ENQUEUE_NODE_MUTATION', mutation: NodeMutation): void;
}

/** How many queued mutations make Gatsby's waiting machine commit them at once (its NODE_MUTATION_BATCH_SIZE). */
export const GATSBY_MUTATION_BATCH_SIZE = 100;

/** A mutation that changes nothing: Gatsby's `touchNode` of no node dispatches no action. */
const NO_CHANGE: NodeMutation = { type: 'touchNode', payload: [undefined] };

/** The source of a file node a mutation creates or deletes, if it is one. */
function fileSourceOf({ type, payload }: NodeMutation): string | undefined {
  if (type !== 'createNode' && type !== 'deleteNode') return undefined;
  const node = payload[0] as { internal?: { type?: string }; sourceInstanceName?: unknown } | undefined;
  return node?.internal?.type === 'File' && typeof node.sourceInstanceName === 'string'
    ? node.sourceInstanceName
    : undefined;
}

/**
 * The mutations to queue after one, so that Gatsby commits it at once: a batch's worth of mutations
 * that change nothing after a content file's node is made or deleted (`isContent`, by its source),
 * none after any other.
 */
export function fillersAfter(mutation: NodeMutation, isContent: (source: string) => boolean): NodeMutation[] {
  const source = fileSourceOf(mutation);
  return source !== undefined && isContent(source)
    ? Array.from({ length: GATSBY_MUTATION_BATCH_SIZE - 1 }, () => NO_CHANGE)
    : [];
}

let started = false;

/**
 * Under `gatsby develop`, a saved content file (a doc, a navigation file, the glossary) reaches the
 * open page half a second sooner. Gatsby queues the node gatsby-source-filesystem makes of it and
 * waits 500 ms for more before it commits the queue (its waiting machine's
 * NODE_MUTATION_BATCH_TIMEOUT, which no option changes), unless the queue holds 100 mutations: so
 * each content file's node is followed by mutations that change nothing, and the queue commits at
 * once. Files saved together still go in one batch when Gatsby's watcher reports them together;
 * others make a batch each. Required from the project, as gatsby-node runs compiled elsewhere. Call once.
 */
export function commitContentEditsAtOnce(isContent: (source: string) => boolean): void {
  if (started) return;
  started = true;
  const fromProject = createRequire(path.resolve('package.json'));
  const { emitter } = fromProject('gatsby/dist/redux') as { emitter: Emitter };
  emitter.on('ENQUEUE_NODE_MUTATION', (mutation) => {
    for (const filler of fillersAfter(mutation, isContent)) emitter.emit('ENQUEUE_NODE_MUTATION', filler);
  });
}
