/**
 * Whether a build publishes drafts: `gatsby develop` shows them while an editor works on them, a
 * production build leaves them out everywhere (pages, sidebars, search, the not-found page's list).
 */
export function buildPublishesDrafts(nodeEnv: string | undefined): boolean {
  return nodeEnv !== 'production';
}

/** The docs a build publishes. */
export function publishedDocs<Doc extends { draft: boolean }>(docs: readonly Doc[], includeDrafts: boolean): Doc[] {
  return includeDrafts ? [...docs] : docs.filter((doc) => !doc.draft);
}

/**
 * Whether a published doc is listed: in its sidebars (and so in previous and next), the search
 * index, the sitemap, and whatever else lists docs (llms.txt). An `unlisted` doc is built and
 * reachable by its URL, asks search engines not to index it, and is listed nowhere. A production
 * build publishes no drafts (`publishedDocs`); `gatsby develop` lists them for their editors.
 */
export function isListed(doc: { unlisted: boolean }): boolean {
  return !doc.unlisted;
}
