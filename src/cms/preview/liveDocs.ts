import { docChoicesOf, type Choice, type DocCollection, type ListedDoc } from '../../lib/cms/adminWidgets';

/**
 * Decap's `query` prop, which every widget gets: the entries of a collection whose search fields
 * match a term (all of them for ''), read from the backend. It resolves to Decap's action: the
 * entries as `payload.hits`, or `payload.error`.
 */
export type Query = (namespace: string, collection: string, searchFields: string[], term: string) => Promise<unknown>;

/**
 * Decap answers the same query from memory for 10 s (its search requests expire then), so a list
 * read sooner than that would be the same: the forms opened within it share one read.
 */
export const READ_AGAIN_AFTER_MS = 10_000;

/** The docs the doc pickers offer, read from the backend when a form opens, shared by every picker and list of it. */
export interface LiveDocs {
  /** Reads the docs of `collections` again, unless they were read less than READ_AGAIN_AFTER_MS ago. */
  read(query: Query, namespace: string, collections: readonly DocCollection[]): void;
  /** The choices last read, or undefined until a read succeeds (the pickers keep the build's list). */
  current(): Choice[] | undefined;
  /** Calls `listener` after each read that succeeds; returns what stops it. */
  subscribe(listener: () => void): () => void;
}

const hitsOf = (action: unknown): ListedDoc[] | undefined => {
  const hits = (action as { payload?: { hits?: unknown } } | undefined)?.payload?.hits;
  return Array.isArray(hits) ? (hits as ListedDoc[]) : undefined;
};

export function createLiveDocs(now: () => number = Date.now): LiveDocs {
  let choices: Choice[] | undefined;
  let readAt = -Infinity;
  const listeners = new Set<() => void>();
  return {
    read(query, namespace, collections) {
      if (collections.length === 0 || now() - readAt < READ_AGAIN_AFTER_MS) return;
      readAt = now();
      void Promise.all(
        collections.map(async ({ name, folder }) => ({
          folder,
          entries: hitsOf(await query(namespace, name, ['title'], '')),
        })),
      ).then(
        (read) => {
          // A collection that could not be read (a network error): the pickers keep what they offer.
          if (read.some(({ entries }) => entries === undefined)) return;
          choices = docChoicesOf(read.map(({ folder, entries }) => ({ folder, entries: entries ?? [] })));
          listeners.forEach((listener) => listener());
        },
        () => undefined,
      );
    },
    current: () => choices,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
