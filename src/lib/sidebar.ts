import type { SidebarItem } from '../config/schema';

/** What the sidebar needs to know of a doc. */
export interface DocSummary {
  id: string;
  title: string;
  sidebarLabel?: string;
  route: string;
}

/** A sidebar entry as rendered: a label and where it goes. */
export interface SidebarLink {
  label: string;
  href: string;
  docId?: string;
}

export interface Breadcrumb {
  label: string;
  href: string;
}

/** Turns a sidebar's config items into links, failing on a doc id that has no doc. */
export function resolveSidebar(
  sidebarId: string,
  items: readonly SidebarItem[],
  docs: ReadonlyMap<string, DocSummary>,
): SidebarLink[] {
  return items.map((item, index) => {
    if (item.type === 'link') return { label: item.label, href: item.href };
    const doc = docs.get(item.id);
    if (!doc) {
      throw new Error(
        `site.config.ts: sidebars.${sidebarId}[${index}].id: found "${item.id}"; expected the id of a doc in content/docs ` +
          `(known ids: ${[...docs.keys()].join(', ')}). Fix the id or add the doc.`,
      );
    }
    return { label: item.label ?? doc.sidebarLabel ?? doc.title, href: doc.route, docId: doc.id };
  });
}

/** The id of the first sidebar that lists the doc, if any. */
export function sidebarOfDoc(
  docId: string,
  sidebars: Readonly<Record<string, readonly SidebarItem[]>>,
): string | undefined {
  return Object.keys(sidebars).find((sidebarId) =>
    sidebars[sidebarId].some((item) => item.type === 'doc' && item.id === docId),
  );
}

/** Previous and next docs of the sidebar around `docId`, for the links under the doc. */
export function paginate(links: readonly SidebarLink[], docId: string): { previous?: SidebarLink; next?: SidebarLink } {
  const docLinks = links.filter((link) => link.docId !== undefined);
  const index = docLinks.findIndex((link) => link.docId === docId);
  if (index === -1) return {};
  return { previous: docLinks[index - 1], next: docLinks[index + 1] };
}

/** Home, then the doc itself (the current page, last); the version's main doc is home. */
export function buildBreadcrumbs(doc: DocSummary, homeRoute: string): Breadcrumb[] {
  const current = { label: doc.sidebarLabel ?? doc.title, href: doc.route };
  return doc.route === homeRoute ? [current] : [{ label: 'Home', href: homeRoute }, current];
}
