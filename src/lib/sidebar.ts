import type { SidebarItem } from '../config/schema';

/** What the sidebar needs to know of a doc. */
export interface DocSummary {
  id: string;
  title: string;
  sidebarLabel?: string;
  route: string;
}

/** A sidebar link as rendered: a label and where it goes. */
export interface SidebarLink {
  label: string;
  href: string;
  docId?: string;
}

/** A sidebar category as rendered: a label over a list that can open and close. */
export interface SidebarCategory {
  label: string;
  items: SidebarEntry[];
  collapsible: boolean;
  collapsed: boolean;
}

export type SidebarEntry = SidebarLink | SidebarCategory;

/** A config sidebar item that links somewhere: a doc or a link. */
export type SidebarLeafItem = Exclude<SidebarItem, { type: 'category' }>;

export interface Breadcrumb {
  label: string;
  href: string;
}

export function isSidebarCategory(entry: SidebarEntry): entry is SidebarCategory {
  return 'items' in entry;
}

/** A tree of sidebar entries, from the config or resolved: categories hold `items`. */
type Tree<Leaf> = Leaf | { items: readonly Tree<Leaf>[] };

/** The leaves of a sidebar tree (docs and links) in reading order. */
export function leavesOf<Leaf extends object>(entries: readonly Tree<Leaf>[]): Leaf[] {
  return entries.flatMap((entry) =>
    'items' in entry ? leavesOf((entry as { items: readonly Tree<Leaf>[] }).items) : [entry as Leaf],
  );
}

/** Whether the doc is anywhere inside the category, so the category starts open on its page. */
export function categoryHoldsDoc(category: SidebarCategory, docId: string | undefined): boolean {
  return docId !== undefined && leavesOf<SidebarLink>(category.items).some((link) => link.docId === docId);
}

/** Turns a sidebar's config items into links and categories, failing on a doc id that has no doc. */
export function resolveSidebar(
  sidebarId: string,
  items: readonly SidebarItem[],
  docs: ReadonlyMap<string, DocSummary>,
  keyPath = `sidebars.${sidebarId}`,
): SidebarEntry[] {
  return items.map((item, index) => {
    const key = `${keyPath}[${index}]`;
    if (item.type === 'link') return { label: item.label, href: item.href };
    if (item.type === 'category') {
      return {
        label: item.label,
        items: resolveSidebar(sidebarId, item.items, docs, `${key}.items`),
        collapsible: item.collapsible ?? true,
        collapsed: item.collapsed ?? true,
      };
    }
    const doc = docs.get(item.id);
    if (!doc) {
      throw new Error(
        `site.config.ts: ${key}.id: found "${item.id}"; expected the id of a doc in content/docs ` +
          `(known ids: ${[...docs.keys()].join(', ')}). Fix the id or add the doc.`,
      );
    }
    return { label: item.label ?? doc.sidebarLabel ?? doc.title, href: doc.route, docId: doc.id };
  });
}

/** The id of the first sidebar that lists the doc, at any depth, if any. */
export function sidebarOfDoc(
  docId: string,
  sidebars: Readonly<Record<string, readonly SidebarItem[]>>,
): string | undefined {
  return Object.keys(sidebars).find((sidebarId) =>
    leavesOf<SidebarLeafItem>(sidebars[sidebarId]).some((item) => item.type === 'doc' && item.id === docId),
  );
}

/** Previous and next docs of the sidebar around `docId`, for the links under the doc. */
export function paginate(
  entries: readonly SidebarEntry[],
  docId: string,
): { previous?: SidebarLink; next?: SidebarLink } {
  const docLinks = leavesOf<SidebarLink>(entries).filter((link) => link.docId !== undefined);
  const index = docLinks.findIndex((link) => link.docId === docId);
  if (index === -1) return {};
  return { previous: docLinks[index - 1], next: docLinks[index + 1] };
}

/** Home, then the doc itself (the current page, last); the version's main doc is home. */
export function buildBreadcrumbs(doc: DocSummary, homeRoute: string): Breadcrumb[] {
  const current = { label: doc.sidebarLabel ?? doc.title, href: doc.route };
  return doc.route === homeRoute ? [current] : [{ label: 'Home', href: homeRoute }, current];
}
