import type { Repository } from '../../config/schema';

/** A path's segments each percent-encoded, its slashes kept: `docs/b é.mdx` → `docs/b%20%C3%A9.mdx`. */
const encodedPath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/**
 * Each host's pages, after the repository's address: the one that edits a file of a branch, and the
 * form of a new issue with the query parameters that fill in its title and its text.
 */
const HOST_PAGES: Record<Repository['host'], { edit: string; newIssue: string; title: string; body: string }> = {
  github: { edit: 'edit', newIssue: 'issues/new', title: 'title', body: 'body' },
  gitlab: { edit: '-/edit', newIssue: '-/issues/new', title: 'issue[title]', body: 'issue[description]' },
  gitea: { edit: '_edit', newIssue: 'issues/new', title: 'title', body: 'body' },
};

/**
 * The page of the repository's host that edits a file, `pathInRepository` from the repository's
 * root: `https://github.com/o/r/edit/main/content/docs/wants.mdx`, GitLab's `/-/edit/`, Gitea's `/_edit/`.
 */
export function repositoryEditUrl(repository: Repository, pathInRepository: string): string {
  const { url, host, branch } = repository;
  return `${url}/${HOST_PAGES[host].edit}/${encodedPath(branch)}/${encodedPath(pathInRepository)}`;
}

/**
 * The repository's form of a new issue with its title and text filled in: GitHub's and Gitea's
 * `/issues/new?title=…&body=…`, GitLab's `/-/issues/new?issue[title]=…&issue[description]=…`.
 */
export function repositoryNewIssueUrl(
  { url, host }: Pick<Repository, 'url' | 'host'>,
  issue: { title: string; body: string },
): string {
  const page = HOST_PAGES[host];
  const query = new URLSearchParams({ [page.title]: issue.title, [page.body]: issue.body });
  return `${url}/${page.newIssue}?${query.toString()}`;
}

/** The CMS's page of a doc's entry: `/admin/#/collections/docs-guides/entries/alerts` (path prefix first). */
export function cmsEntryUrl(pathPrefix: string, collection: string, slug: string): string {
  return `${pathPrefix}/admin/#/collections/${encodeURIComponent(collection)}/entries/${encodeURIComponent(slug)}`;
}

/** Where a doc may be edited, most specific first; each is left out where it does not apply. */
export interface EditPlaces {
  /** Front matter `custom_edit_url`: a URL, or null to hide the link. */
  custom?: string | null;
  /** The doc's entry in the CMS, when the CMS commits to a Git host and edits this doc. */
  cms?: string;
  /** The doc's file on the repository's host (`repositoryEditUrl`), when the site config names one. */
  repository?: string;
}

/** The doc's "Edit this page" link: `custom_edit_url` wins (null hides it), then the CMS, then the repository; else none. */
export function editUrlOf({ custom, cms, repository }: EditPlaces): string | undefined {
  if (custom !== undefined) return custom ?? undefined;
  return cms ?? repository;
}
