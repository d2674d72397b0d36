import type { NavbarItem } from '../config/navigationSchema';
import type { Version } from '../config/schema';
import { closestMatches } from './docs/suggest';
import { isSidebarCategory, type SidebarEntry, type Sidebars } from './sidebar';

/** The first place a sidebar leads to, in reading order: a doc, a link or a category's own doc. */
function firstHref(entries: readonly SidebarEntry[]): string | undefined {
  for (const entry of entries) {
    if (!isSidebarCategory(entry)) return entry.href;
    const href = entry.href ?? firstHref(entry.items);
    if (href) return href;
  }
  return undefined;
}

/** Where a `docSidebar` navbar item leads: the first doc or link of the (resolved) sidebar. */
export function sidebarFirstHref(sidebarId: string, sidebars: Readonly<Sidebars>): string {
  const entries = sidebars[sidebarId];
  if (!entries) {
    throw new Error(
      `No sidebar "${sidebarId}" for a navbar item of type "docSidebar"; known sidebars: ${Object.keys(sidebars).join(', ')}.`,
    );
  }
  const href = firstHref(entries);
  if (!href) {
    throw new Error(
      `Sidebar "${sidebarId}" has no linkable target for a navbar item of type "docSidebar": ` +
        `add a doc or link to ${sidebarId} in content/navigation/sidebars.yml.`,
    );
  }
  return href;
}

/** Navbar items split by the side they sit on; items without a position go left. */
export function navbarItemsBySide(items: readonly NavbarItem[]): { left: NavbarItem[]; right: NavbarItem[] } {
  return {
    left: items.filter((item) => (item.position ?? 'left') === 'left'),
    right: items.filter((item) => item.position === 'right'),
  };
}

/**
 * Items that stay in the navbar's bar on phones instead of moving into the mobile menu: readers
 * expect the search button there, one tap away.
 */
export function staysInMobileBar(item: NavbarItem): boolean {
  return item.type === 'search';
}

/**
 * Problems with what navbar items and versions point at, one line each with its key path:
 * docs, sidebars and versions that do not exist. Checked at build, where the docs are known:
 * `docIds` are the current docs', `releasedDocIds` each released version's, by name.
 */
export function navbarReferenceProblems(
  config: {
    navbar: { items: readonly NavbarItem[] };
    sidebars: Readonly<Record<string, unknown>>;
    docs: { versions: readonly Version[] };
  },
  docIds: ReadonlySet<string>,
  releasedDocIds: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): string[] {
  const knownDocs = (found: string, ids = docIds, where = 'content/docs') =>
    `the id of a doc in ${where} (${closestMatches(found, [...ids], 'known ids')})`;
  const versionNames = config.docs.versions.map((version) => version.name);
  const problems = config.navbar.items.flatMap((item, index) => {
    const key = `navbar.items[${index}]`;
    if (item.type === 'doc' && !docIds.has(item.docId))
      return [`${key}.docId: found "${item.docId}"; expected ${knownDocs(item.docId)}`];
    if (item.type === 'docSidebar' && !config.sidebars[item.sidebarId]) {
      const sidebarIds = Object.keys(config.sidebars);
      const expected =
        sidebarIds.length > 0
          ? `one of ${sidebarIds.join(', ')}`
          : 'a sidebar of content/navigation/sidebars.yml, which defines none: restore it or add one';
      return [`${key}.sidebarId: found "${item.sidebarId}"; expected ${expected}`];
    }
    if (item.type === 'docsVersion' && item.version !== undefined && !versionNames.includes(item.version)) {
      return [`${key}.version: found "${item.version}"; expected one of ${versionNames.join(', ')}`];
    }
    return [];
  });
  config.docs.versions.forEach((version, index) => {
    const released = releasedDocIds.get(version.name);
    if (!(released ?? docIds).has(version.mainDocId)) {
      const expected = released
        ? knownDocs(version.mainDocId, released, `version ${version.name}`)
        : knownDocs(version.mainDocId);
      problems.push(`docs.versions[${index}].mainDocId: found "${version.mainDocId}"; expected ${expected}`);
    }
  });
  return problems;
}
