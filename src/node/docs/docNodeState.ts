import type { GatsbyCache } from 'gatsby';
import { isDeepStrictEqual } from 'node:util';
import type { GlossaryTerm } from '../../lib/docs/glossary';
import { mediaUsesCurrent, type MediaFileReading, type MediaUse } from '../../lib/media/mediaImages';

/**
 * What the cache holds of a doc file's `Doc` node between builds: the files of media/ the node
 * shows, as they read when it was made, and the glossary terms its render was given, or that it is
 * being made. Gatsby keeps an unchanged doc's node from the last build without running
 * onCreateNode; a build stopped by one doc's mistake ends while others are being made, and the
 * next build would have no node for them.
 */
type DocNodeState = { making: true } | { uses: MediaUse[]; terms?: GlossaryTerm[] };

/** What a doc's node was made from besides its file: the files of media/ it shows, the glossary terms it was given. */
export interface MadeFrom {
  uses: readonly MediaUse[];
  terms: readonly GlossaryTerm[];
}

const stateKey = (fileNodeId: string) => `doc-node-state-${fileNodeId}`;

/** Notes that a doc file's node is being made: until it is, each build makes it anew. */
export async function markBeingMade(cache: Pick<GatsbyCache, 'set'>, fileNodeId: string): Promise<void> {
  await cache.set(stateKey(fileNodeId), { making: true } satisfies DocNodeState);
}

/** Notes that a doc file's node is made, showing these files of media/ (its images, its front matter `image`), given these terms. */
export async function markMade(
  cache: Pick<GatsbyCache, 'set'>,
  fileNodeId: string,
  { uses, terms }: MadeFrom,
): Promise<void> {
  await cache.set(stateKey(fileNodeId), {
    uses: [...uses],
    ...(terms.length > 0 ? { terms: [...terms] } : {}),
  } satisfies DocNodeState);
}

/**
 * Whether a doc file's node, kept from an earlier build, must be made again: it was never made, a
 * file of media/ it shows no longer reads as it did (a picture of another size, or none), or a
 * glossary term it was given is no longer the same in its locale's glossary (`termsNow`, by id;
 * undefined while the glossary has a problem).
 */
export async function needsMakingAgain(
  cache: Pick<GatsbyCache, 'get'>,
  fileNodeId: string,
  read: (name: string) => MediaFileReading | undefined,
  termsNow: () => ReadonlyMap<string, GlossaryTerm> | undefined,
): Promise<boolean> {
  const state = (await cache.get(stateKey(fileNodeId))) as DocNodeState | undefined;
  if (state === undefined) return false;
  if ('making' in state || !mediaUsesCurrent(state.uses, read)) return true;
  if (!state.terms) return false;
  const now = termsNow();
  return now !== undefined && !state.terms.every((term) => isDeepStrictEqual(term, now.get(term.id)));
}
