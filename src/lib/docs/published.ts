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
