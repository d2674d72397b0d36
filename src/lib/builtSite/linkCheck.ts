import type { LinkRun } from './linkRuns';
import { stripPathPrefix } from '../paths';

/** What the checker needs of one built page: its route, the ids it defines and its links, in runs (./linkRuns.ts). */
export interface BuiltPage {
  route: string;
  ids: ReadonlySet<string>;
  links: readonly LinkRun[];
}

export interface LinkReport {
  /** Links to a path that is neither a page nor a file, by source page: these fail the build. */
  brokenLinks: Map<string, string[]>;
  /** Links to a page that exists but has no element with the hash's id, by source page: these warn. */
  brokenAnchors: Map<string, string[]>;
}

/** A link broken on at least this share of the pages is reported as coming from the navbar or footer. */
const LAYOUT_LINK_SHARE = 0.5;

/** Whether an href leaves the site: another scheme or host (`https://…`, `mailto:…`, `//cdn…`). */
const leavesSite = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

/**
 * A same-site link to a Markdown file, left after each doc's file links became routes
 * (src/lib/content/docLinks.ts): no doc has that file. A link to a Markdown file of another site
 * (a repository's README.md, a doc's "Edit this page") is that site's to answer for.
 */
export const isMarkdownFileLink = (href: string): boolean => !leavesSite(href) && /\.mdx?(?:[?#].*)?$/.test(href);

/** Where a same-site href goes: its route (path prefix removed, no trailing slash) and its hash. */
export function resolveHref(href: string, fromRoute: string, pathPrefix = ''): { route: string; hash: string } | null {
  if (leavesSite(href)) return null;
  const url = new URL(href, `http://site.invalid${pathPrefix}${fromRoute}`);
  let route = stripPathPrefix(decodeURIComponent(url.pathname), pathPrefix);
  if (route.length > 1 && route.endsWith('/')) route = route.slice(0, -1);
  return { route, hash: decodeURIComponent(url.hash.slice(1)) };
}

/** An href that goes to the same place from every page: root-relative, or to another site or scheme. */
const sameFromEveryPage = (href: string) => href.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(href);

/** The links of a run that are broken, and those whose page exists but not the anchor. */
interface RunProblems {
  broken: string[];
  anchors: string[];
}

/**
 * Checks every same-site link of the built pages: a link to a path that is no page
 * and no file is broken; a link whose page exists but lacks the anchor has a broken anchor.
 * `fileExists` answers for non-page paths such as `/img/logo.svg` or `/sitemap-index.xml`;
 * links `skip` accepts are not checked. A run of links that go to the same place from every page
 * (the navbar's, the sidebar's) is checked once, however many pages hold it.
 */
export function checkLinks(
  pages: readonly BuiltPage[],
  fileExists: (route: string) => boolean,
  pathPrefix = '',
  skip: (href: string) => boolean = () => false,
): LinkReport {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const report: LinkReport = { brokenLinks: new Map(), brokenAnchors: new Map() };
  const note = (map: Map<string, string[]>, route: string, hrefs: readonly string[]) => {
    if (hrefs.length === 0) return;
    const list = map.get(route) ?? [];
    for (const href of hrefs) if (!list.includes(href)) list.push(href);
    map.set(route, list);
  };
  const check = (run: LinkRun, fromRoute: string): RunProblems => {
    const problems: RunProblems = { broken: [], anchors: [] };
    for (const href of run) {
      if (skip(href)) continue;
      const target = resolveHref(href, fromRoute, pathPrefix);
      if (!target) continue;
      const targetPage = byRoute.get(target.route);
      if (!targetPage) {
        if (!fileExists(target.route)) problems.broken.push(href);
      } else if (target.hash && !targetPage.ids.has(target.hash)) problems.anchors.push(href);
    }
    return problems;
  };
  const checkedRuns = new Map<LinkRun, RunProblems>();
  for (const page of pages) {
    for (const run of page.links) {
      let problems = checkedRuns.get(run);
      if (!problems) {
        problems = check(run, page.route);
        if (run.every(sameFromEveryPage)) checkedRuns.set(run, problems);
      }
      note(report.brokenLinks, page.route, problems.broken);
      note(report.brokenAnchors, page.route, problems.anchors);
    }
  }
  return report;
}

/** Links that are broken on many pages: probably in the navbar or footer rather than in a doc. */
function layoutLinks(byPage: Map<string, string[]>, pageCount: number): string[] {
  const counts = new Map<string, number>();
  for (const hrefs of byPage.values()) for (const href of hrefs) counts.set(href, (counts.get(href) ?? 0) + 1);
  return [...counts].filter(([, count]) => count >= 2 && count >= pageCount * LAYOUT_LINK_SHARE).map(([href]) => href);
}

/** The report an editor reads: each source page with the links broken on it, and a layout hint. */
export function formatLinkProblems(title: string, byPage: Map<string, string[]>, pageCount: number): string {
  const lines = [`${title}:`];
  for (const [route, hrefs] of [...byPage].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`- On ${route}:`, ...hrefs.map((href) => `  - ${href}`));
  }
  const shared = layoutLinks(byPage, pageCount);
  if (shared.length > 0) {
    lines.push(
      `${shared.join(', ')} ${shared.length === 1 ? 'is' : 'are'} broken on many pages: probably in the navbar or ` +
        'footer (content/navigation/) rather than in a doc.',
    );
  }
  return lines.join('\n');
}
