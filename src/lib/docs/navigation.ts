import {
  categoryNumbers,
  docLinksOf,
  isSidebarCategory,
  type Breadcrumb,
  type GeneratedIndexText,
  type SidebarCategory,
  type SidebarEntry,
  type SidebarLink,
  type Sidebars,
} from '../sidebar';

/** Where a doc is in the sidebars: what its page shows of them. */
export interface DocPlace {
  /** The first sidebar leading to the doc. */
  sidebarId: string;
  /** The docs before and after it in that sidebar's reading order, for the links under the doc. */
  previous?: SidebarLink;
  next?: SidebarLink;
  /** Numbers (`categoryNumbers`) of that sidebar's collapsible categories holding the doc, which its page opens. */
  open: number[];
}

/**
 * The place of every doc the sidebars lead to, found in one pass over each sidebar. Looked up doc
 * by doc, each search would take time in proportion to the sidebar: with a generated sidebar of
 * thousands of docs, the build's time would grow with the square of the site.
 */
export function docPlaces(sidebars: Readonly<Sidebars>): Map<string, DocPlace> {
  const places = new Map<string, DocPlace>();
  for (const [sidebarId, entries] of Object.entries(sidebars)) {
    const links = docLinksOf(entries);
    const opened = openedCategories(entries);
    links.forEach(({ docId }, index) => {
      if (places.has(docId!)) return;
      places.set(docId!, {
        sidebarId,
        previous: links[index - 1],
        next: links[index + 1],
        open: opened.get(docId!)!,
      });
    });
  }
  return places;
}

/** For each doc of a sidebar, the numbers of the collapsible categories holding it anywhere (its own included), ascending. */
function openedCategories(entries: readonly SidebarEntry[]): Map<string, number[]> {
  const numbers = categoryNumbers(entries);
  const opened = new Map<string, Set<number>>();
  const hold = (docId: string, holding: readonly number[]) => {
    const set = opened.get(docId) ?? new Set();
    holding.forEach((number) => set.add(number));
    opened.set(docId, set);
  };
  const visit = (items: readonly SidebarEntry[], holding: readonly number[]) => {
    for (const entry of items) {
      if (!isSidebarCategory(entry)) {
        if (entry.docId !== undefined) hold(entry.docId, holding);
        continue;
      }
      const inside = entry.collapsible ? [...holding, numbers.get(entry)!] : holding;
      // A category's own doc counts where docLinksOf lists it: when the label links to it.
      if (entry.docId !== undefined && entry.href) hold(entry.docId, inside);
      visit(entry.items, inside);
    }
  };
  visit(entries, []);
  return new Map([...opened].map(([docId, set]) => [docId, [...set].sort((a, b) => a - b)]));
}

/** Home, unless the trail's page is home, then the trail: each category links to its doc or its generated index page. */
function crumbsOf(trail: readonly SidebarEntry[], route: string, homeRoute: string): Breadcrumb[] {
  const crumbs = trail.map((entry) => ({ label: entry.label, ...(entry.href ? { href: entry.href } : {}) }));
  return route === homeRoute ? crumbs : [{ label: 'Home', href: homeRoute }, ...crumbs];
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
  const trail = trailsOf(sidebar).byDoc.get(doc.id) ?? [{ label: doc.label, href: doc.route }];
  return crumbsOf(trail, doc.route, homeRoute);
}

/** The entries on the way to an entry of a sidebar, outermost first, ending with it: by entry, and by doc. */
interface Trails {
  byEntry: Map<SidebarEntry, SidebarEntry[]>;
  /** The trail to the first entry, in reading order, that leads to the doc (a category whose label links to it counts). */
  byDoc: Map<string, SidebarEntry[]>;
}

/** Each sidebar's trails, made in one walk: every page of a sidebar, and every generated index page, looks its own up. */
const trailsOfSidebar = new WeakMap<readonly SidebarEntry[], Trails>();

function trailsOf(sidebar: readonly SidebarEntry[]): Trails {
  let trails = trailsOfSidebar.get(sidebar);
  if (trails) return trails;
  const found: Trails = { byEntry: new Map(), byDoc: new Map() };
  const visit = (entries: readonly SidebarEntry[], holding: readonly SidebarEntry[]) => {
    for (const entry of entries) {
      const trail = [...holding, entry];
      found.byEntry.set(entry, trail);
      if (entry.docId !== undefined && !found.byDoc.has(entry.docId)) found.byDoc.set(entry.docId, trail);
      if (isSidebarCategory(entry)) visit(entry.items, trail);
    }
  };
  visit(sidebar, []);
  trails = found;
  trailsOfSidebar.set(sidebar, trails);
  return trails;
}

/** Where a category's generated index page is in the sidebars: what its page shows of them. */
export interface GeneratedIndexPlace {
  /** The first sidebar holding the category. */
  sidebarId: string;
  category: SidebarCategory & { href: string; generatedIndex: GeneratedIndexText };
  /** Home, the categories holding it, then itself (the current page, last). */
  breadcrumbs: Breadcrumb[];
  /** Numbers (`categoryNumbers`) of the collapsible categories holding it and its own, which its page opens. */
  open: number[];
}

/** The generated index pages of the sidebars, one per route, each in the first sidebar holding it. */
export function generatedIndexPlaces(sidebars: Readonly<Sidebars>, homeRoute: string): GeneratedIndexPlace[] {
  const places = new Map<string, GeneratedIndexPlace>();
  for (const [sidebarId, entries] of Object.entries(sidebars)) {
    const numbers = categoryNumbers(entries);
    for (const category of numbers.keys()) {
      if (!category.generatedIndex || !category.href || places.has(category.href)) continue;
      const trail = trailsOf(entries).byEntry.get(category)!;
      places.set(category.href, {
        sidebarId,
        category: category as GeneratedIndexPlace['category'],
        breadcrumbs: crumbsOf(trail, category.href, homeRoute),
        open: trail.flatMap((entry) => (isSidebarCategory(entry) && entry.collapsible ? [numbers.get(entry)!] : [])),
      });
    }
  }
  return [...places.values()];
}
