import type { GatsbyCache } from 'gatsby';
import { mediaUsesCurrent, type MediaFileReading, type MediaUse } from '../../lib/media/mediaImages';

/**
 * What the cache holds of a doc file's `Doc` node between builds: the files of media/ the node
 * shows, as they read when it was made, or that it is being made. Gatsby keeps an unchanged doc's
 * node from the last build without running onCreateNode; a build stopped by one doc's mistake ends
 * while others are being made, and the next build would have no node for them.
 */
type DocNodeState = { making: true } | { uses: MediaUse[] };

const stateKey = (fileNodeId: string) => `doc-node-state-${fileNodeId}`;

/** Notes that a doc file's node is being made: until it is, each build makes it anew. */
export async function markBeingMade(cache: Pick<GatsbyCache, 'set'>, fileNodeId: string): Promise<void> {
  await cache.set(stateKey(fileNodeId), { making: true } satisfies DocNodeState);
}

/** Notes that a doc file's node is made, showing these files of media/ (its images, its front matter `image`). */
export async function markMade(
  cache: Pick<GatsbyCache, 'set'>,
  fileNodeId: string,
  uses: readonly MediaUse[],
): Promise<void> {
  await cache.set(stateKey(fileNodeId), { uses: [...uses] } satisfies DocNodeState);
}

/**
 * Whether a doc file's node, kept from an earlier build, must be made again: it was never made, or a
 * file of media/ it shows no longer reads as it did (a picture of another size, or none).
 */
export async function needsMakingAgain(
  cache: Pick<GatsbyCache, 'get'>,
  fileNodeId: string,
  read: (name: string) => MediaFileReading | undefined,
): Promise<boolean> {
  const state = (await cache.get(stateKey(fileNodeId))) as DocNodeState | undefined;
  return state !== undefined && ('making' in state || !mediaUsesCurrent(state.uses, read));
}
