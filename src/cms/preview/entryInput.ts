import type { ImmutableMap } from './cms';
import type { BodyInput } from './renderBody';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The doc's file inside its collection's folder: from the entry's path, or its slug while it is new. */
export function entryDocsPath(entryPath: string, folder: string, slug: string): string {
  const prefix = `${folder.replace(/\/+$/, '')}/`;
  if (entryPath.startsWith(prefix)) return entryPath.slice(prefix.length);
  return `${slug || 'new'}.mdx`;
}

/** What the preview renders of an entry of a docs collection. */
export function bodyInput(entry: ImmutableMap, collection: ImmutableMap, pathPrefix: string): BodyInput {
  return {
    body: text(entry.getIn(['data', 'body'])),
    docsPath: entryDocsPath(text(entry.get('path')), text(collection.get('folder')), text(entry.get('slug'))),
    pathPrefix,
  };
}

export const sameInput = (a: BodyInput, b: BodyInput): boolean =>
  a.body === b.body && a.docsPath === b.docsPath && a.pathPrefix === b.pathPrefix;

/** The title and description fields of an entry, as text. */
export function entryHeading(entry: ImmutableMap): { title: string; description: string } {
  return { title: text(entry.getIn(['data', 'title'])), description: text(entry.getIn(['data', 'description'])) };
}
