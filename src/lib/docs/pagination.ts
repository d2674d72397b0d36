import type { SidebarLink } from '../sidebar';
import type { DocRecord } from './record';
import { closestMatches } from './suggest';

/** What the links under a doc read of a doc they may lead to. */
export type PagerDoc = Pick<DocRecord, 'docId' | 'route' | 'title' | 'sidebarLabel' | 'paginationLabel'>;

/** What the links under a doc read of `doc`, and nothing else of it. */
export const pagerDocOf = ({ docId, route, title, sidebarLabel, paginationLabel }: PagerDoc): PagerDoc => ({
  docId,
  route,
  title,
  sidebarLabel,
  paginationLabel,
});

/** What a doc's front matter says of the links under it. */
export type PagerSettings = Pick<
  DocRecord,
  'paginationPrev' | 'paginationNext' | 'paginationPrevHidden' | 'paginationNextHidden'
>;

/**
 * One of the links under a doc: none when its front matter hides it (`null`); the doc its front
 * matter names; else the sidebar's neighbour. A doc `docs` lacks (a draft, an unlisted doc) gets
 * no link, as a sidebar leaves such a doc out. The label is the target's `pagination_label`, else
 * the label its sidebar entry shows, else its sidebar label or title.
 */
function pagerLink(
  hidden: boolean,
  named: string | null,
  neighbour: SidebarLink | undefined,
  docs: ReadonlyMap<string, PagerDoc>,
): SidebarLink | undefined {
  if (hidden) return undefined;
  const target = docs.get(named ?? neighbour?.docId ?? '');
  if (!target) return named === null ? neighbour : undefined;
  const label = target.paginationLabel ?? (named === null ? neighbour?.label : undefined);
  return { label: label ?? target.sidebarLabel ?? target.title, href: target.route, docId: target.docId };
}

/** The "Previous" and "Next" links under a doc, from its front matter and its place in the sidebar. */
export function pagerLinks(
  doc: PagerSettings,
  place: { previous?: SidebarLink; next?: SidebarLink } | undefined,
  docs: ReadonlyMap<string, PagerDoc>,
): { previous?: SidebarLink; next?: SidebarLink } {
  const previous = pagerLink(doc.paginationPrevHidden, doc.paginationPrev, place?.previous, docs);
  const next = pagerLink(doc.paginationNextHidden, doc.paginationNext, place?.next, docs);
  return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
}

/**
 * A line for each `pagination_prev` or `pagination_next` naming no doc of the doc set, as a broken
 * link is: the file, the key, what was found, the closest ids and the fix. `ids` are every doc's of
 * the set, drafts included (a link to a draft is left out of a build, not an error).
 */
export function paginationProblems(
  docs: ReadonlyArray<Pick<DocRecord, 'sourceFile' | 'paginationPrev' | 'paginationNext'>>,
  ids: ReadonlySet<string>,
): string[] {
  const known = [...ids].sort();
  return docs.flatMap((doc) =>
    (
      [
        ['pagination_prev', doc.paginationPrev, 'Previous'],
        ['pagination_next', doc.paginationNext, 'Next'],
      ] as const
    ).flatMap(([key, id, side]) =>
      id === null || ids.has(id)
        ? []
        : [
            `${doc.sourceFile}: ${key}: found "${id}", which is no doc of its version (${closestMatches(id, known, 'known ids')}); ` +
              `fix the id, or write null to show no "${side}" link`,
          ],
    ),
  );
}
