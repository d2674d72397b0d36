import type { BrowseLink, SearchManifest } from '../../lib/search/manifest';
import type { ResultGroup } from '../../lib/search/results';

/** What the page asks the search worker. */
export type ToSearchWorker =
  { type: 'open'; manifest: SearchManifest; manifestUrl: string } | { type: 'search'; id: number; input: string };

/** What the search worker answers. */
export type FromSearchWorker =
  | { type: 'opened'; browse: BrowseLink[] }
  | { type: 'openFailed'; message: string }
  | { type: 'results'; id: number; groups: ResultGroup[] | undefined }
  | { type: 'failed'; id: number; message: string };
