import type { DocRecord } from '../../lib/docs/record';

/** The node type of a doc's metadata, beside its `Doc` node. */
export const DOC_META_TYPE = 'DocMeta';

/**
 * A doc's metadata: its record but its body's HTML and search text, with the id and the digest of
 * its `Doc` node. What reads every doc (createPages' site model, the chrome's query in Gatsby's
 * query worker) reads these nodes: the 13,500 `Doc` nodes of an 18,000-page site weigh 475 MB, of
 * which the HTML and search text are 443 MB, and the query worker took 6.8 s to read them.
 */
export type DocMeta = DocMetaFields & { docNodeId: string; docDigest: string };

/** A doc's record without its body's HTML and search text: what the site model keeps of a doc. */
export type DocMetaFields = Omit<DocRecord, 'html' | 'sections'>;

/** The metadata of the doc `record`, whose node is `docNode`. */
export function docMetaOf(record: DocRecord, docNode: { id: string; internal: { contentDigest: string } }): DocMeta {
  const meta: Partial<DocRecord> = { ...record };
  delete meta.html;
  delete meta.sections;
  return {
    ...(meta as DocMetaFields),
    docNodeId: docNode.id,
    docDigest: docNode.internal.contentDigest,
  };
}
