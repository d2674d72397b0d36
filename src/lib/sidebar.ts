import { isExternalHref } from './paths';

/** A sidebar link as rendered: a label and where it goes. */
export interface SidebarLink {
  label: string;
  href: string;
  docId?: string;
  /** The class of its item: its doc's front matter `sidebar_class_name`. */
  className?: string;
}

/**
 * A sidebar category as rendered: a label over a list that can open and close. Its label links to
 * its own doc or to its generated index page; only a category whose config says `link: null` has
 * no `href`.
 */
export interface SidebarCategory {
  label: string;
  items: SidebarEntry[];
  collapsible: boolean;
  collapsed: boolean;
  /** Route the label links to: its doc's (a folder's index doc, `link: { type: doc }`), else its generated index page's. */
  href?: string;
  /** Id of the doc `href` leads to, when it leads to one. */
  docId?: string;
  /** Set when `href` is the category's generated index page: the heading and sentence that page shows, when its link sets them. */
  generatedIndex?: GeneratedIndexText;
}

/** What a category's `link: { type: generated-index }` sets of its page; the title defaults to the category's label. */
export interface GeneratedIndexText {
  title?: string;
  description?: string;
}

export type SidebarEntry = SidebarLink | SidebarCategory;

/** Resolved sidebars by id. */
export type Sidebars = Record<string, SidebarEntry[]>;

export interface Breadcrumb {
  label: string;
  /** Absent for a category that links nowhere. */
  href?: string;
}

export function isSidebarCategory(entry: SidebarEntry): entry is SidebarCategory {
  return 'items' in entry;
}

/**
 * Whether a category's items are written wherever the category is, not only on the pages of its
 * own branch: one that cannot close, one set to start open, or one whose label links nowhere (its
 * items are then the only way to its docs without JavaScript). The others are written closed and
 * empty, their label linking to their own page (a doc or a generated index), and the browser fills
 * them from the sidebar's file when a reader opens one: a page's HTML grows with the sidebar's
 * depth, not with its size.
 */
export function writesItemsEverywhere(category: SidebarCategory): boolean {
  return !category.collapsible || !category.collapsed || category.href === undefined;
}

/** Folder of public/ holding the sidebars' files, each named by the digest of its content. */
export const SIDEBAR_FILES_FOLDER = 'sidebars';

/** Route of a sidebar's file (before the path prefix) from its name. */
export const sidebarFileRoute = (name: string) => `/${SIDEBAR_FILES_FOLDER}/${name}`;

/**
 * A sidebar as pages write it and the browser fills it: its top level, and the items of each
 * category written closed and empty (`writesItemsEverywhere`), by the category's number
 * (`categoryNumbers`), each as the markup that goes at the end of the category's list item.
 */
export interface SidebarParts {
  top: string;
  lists: Record<number, string>;
}

/** A tree of sidebar entries, from the config or resolved: categories hold `items`. */
type Tree<Leaf> = Leaf | { items: readonly Tree<Leaf>[] };

/** The leaves of a sidebar tree (docs and links) in reading order. */
export function leavesOf<Leaf extends object>(entries: readonly Tree<Leaf>[]): Leaf[] {
  return entries.flatMap((entry) =>
    'items' in entry ? leavesOf((entry as { items: readonly Tree<Leaf>[] }).items) : [entry as Leaf],
  );
}

/** Every doc a sidebar leads to, in reading order: a category's own doc comes before its items. */
export function docLinksOf(entries: readonly SidebarEntry[]): SidebarLink[] {
  return entries.flatMap((entry): SidebarLink[] => {
    if (!isSidebarCategory(entry)) return entry.docId === undefined ? [] : [entry];
    const own =
      entry.docId !== undefined && entry.href ? [{ label: entry.label, href: entry.href, docId: entry.docId }] : [];
    return [...own, ...docLinksOf(entry.items)];
  });
}

/**
 * The pages at the top of the sidebars, the same few however many docs the site has: what the
 * not-found page and an empty search offer. Links that leave the site are left out; each page once.
 */
export function topPagesOf(sidebars: Readonly<Sidebars>): SidebarLink[] {
  const pages = Object.values(sidebars)
    .flat()
    .flatMap((entry): SidebarLink[] =>
      entry.href && !isExternalHref(entry.href) ? [{ label: entry.label, href: entry.href }] : [],
    );
  return pages.filter((page, index) => pages.findIndex((other) => other.href === page.href) === index);
}

/** The categories of a sidebar in reading order, each numbered by its place: how the markup names them. */
export function categoryNumbers(entries: readonly SidebarEntry[]): Map<SidebarCategory, number> {
  const numbers = new Map<SidebarCategory, number>();
  const visit = (items: readonly SidebarEntry[]) => {
    for (const entry of items) {
      if (!isSidebarCategory(entry)) continue;
      numbers.set(entry, numbers.size);
      visit(entry.items);
    }
  };
  visit(entries);
  return numbers;
}
