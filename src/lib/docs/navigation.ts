import { docLinksOf, isSidebarCategory, type Breadcrumb, type SidebarEntry, type SidebarLink } from '../sidebar';

/** Previous and next docs of the sidebar around `docId`, for the links under the doc. */
export function paginate(
  entries: readonly SidebarEntry[],
  docId: string,
): { previous?: SidebarLink; next?: SidebarLink } {
  const docLinks = docLinksOf(entries);
  const index = docLinks.findIndex((link) => link.docId === docId);
  if (index === -1) return {};
  return { previous: docLinks[index - 1], next: docLinks[index + 1] };
}

/** The categories on the way to the doc in a sidebar, outermost first, ending with its own entry. */
function pathTo(entries: readonly SidebarEntry[], docId: string): SidebarEntry[] | undefined {
  for (const entry of entries) {
    if (entry.docId === docId) return [entry];
    if (!isSidebarCategory(entry)) continue;
    const below = pathTo(entry.items, docId);
    if (below) return [entry, ...below];
  }
  return undefined;
}

/**
 * Home, the sidebar categories holding the doc, then the doc itself (the current page, last). The
 * version's main doc is home; a doc in no sidebar is home, then itself.
 */
export function buildBreadcrumbs(
  doc: { id: string; route: string; label: string },
  sidebar: readonly SidebarEntry[],
  homeRoute: string,
): Breadcrumb[] {
  const trail: Breadcrumb[] = (pathTo(sidebar, doc.id) ?? [{ label: doc.label, href: doc.route }]).map((entry) => ({
    label: entry.label,
    ...('href' in entry && entry.href ? { href: entry.href } : {}),
  }));
  return doc.route === homeRoute ? trail : [{ label: 'Home', href: homeRoute }, ...trail];
}
