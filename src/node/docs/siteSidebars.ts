import type { Sidebars as SidebarsConfig } from '../../config/navigationSchema';
import type { Version } from '../../config/schema';
import type { DocCategory } from '../../lib/docs/category';
import { isListed, publishedDocs } from '../../lib/docs/published';
import type { DocRecord } from '../../lib/docs/record';
import { resolveSidebars } from '../../lib/docs/resolveSidebars';
import type { Sidebars } from '../../lib/sidebar';

/** What the sidebars read of a doc record. */
export type SidebarDocRecord = Pick<
  DocRecord,
  | 'docId'
  | 'route'
  | 'title'
  | 'sidebarLabel'
  | 'sidebarPosition'
  | 'docsPath'
  | 'draft'
  | 'unlisted'
  | 'sidebarClassName'
>;

/**
 * A version's sidebars (content/navigation/sidebars.yml for the current docs), resolved against the
 * version's docs a build publishes and lists (`isListed`) and its folders' category settings: an
 * entry naming a draft or an unlisted doc is left out, not an error.
 */
export function siteSidebars(
  config: SidebarsConfig,
  docs: readonly SidebarDocRecord[],
  categories: readonly DocCategory[],
  { includeDrafts, version }: { includeDrafts: boolean; version: Pick<Version, 'path'> },
): Sidebars {
  const listed = new Set(publishedDocs(docs, includeDrafts).filter(isListed));
  return resolveSidebars(config, {
    docs: new Map([...listed].map((doc) => [doc.docId, { ...doc, id: doc.docId }])),
    draftIds: new Set(docs.filter((doc) => !listed.has(doc)).map((doc) => doc.docId)),
    categories: new Map(categories.map((category) => [category.folder, category])),
    // Generated index pages sit below the version path, as the docs do.
    versionPath: version.path,
  });
}
