import { DOCS_FOLDER_KEY } from '../../lib/cms/buildChecks';
import { newDocFileName } from '../../lib/cms/newDocFile';
import type { ImmutableMap } from './cms';
import type { BodyInput } from './renderBody';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The doc's file inside the docs folder (`guides/alerts.mdx`): the collection's folder there (its
 * DOCS_FOLDER_KEY) and the entry's file, or while the doc is new the name the CMS will give it
 * (newDocFileName; `.mdx` alone when its title gives none).
 */
export function entryDocsPath(entry: ImmutableMap, collection: ImmutableMap): string {
  const collectionFolder = `${text(collection.get('folder')).replace(/\/+$/, '')}/`;
  const entryPath = text(entry.get('path'));
  const file = entryPath.startsWith(collectionFolder)
    ? entryPath.slice(collectionFolder.length)
    : `${newDocFileName(entry.getIn(['data', 'title']), entry.getIn(['data', 'id']))}.mdx`;
  const docsFolder = text(collection.get(DOCS_FOLDER_KEY));
  return docsFolder ? `${docsFolder}/${file}` : file;
}

/** What the preview renders of an entry of a docs collection. */
export function bodyInput(entry: ImmutableMap, collection: ImmutableMap, pathPrefix: string): BodyInput {
  return { body: text(entry.getIn(['data', 'body'])), docsPath: entryDocsPath(entry, collection), pathPrefix };
}

export const sameInput = (a: BodyInput, b: BodyInput): boolean =>
  a.body === b.body && a.docsPath === b.docsPath && a.pathPrefix === b.pathPrefix;

/** The title and description fields of an entry, as text. */
export function entryHeading(entry: ImmutableMap): { title: string; description: string } {
  return { title: text(entry.getIn(['data', 'title'])), description: text(entry.getIn(['data', 'description'])) };
}
