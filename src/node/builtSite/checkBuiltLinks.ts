import fs from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import {
  checkLinks,
  formatLinkProblems,
  isMarkdownFileLink,
  resolveHref,
  type BuiltPage,
} from '../../lib/builtSite/linkCheck';
import type { LinkRun } from '../../lib/builtSite/linkRuns';
import { ERROR_IDS } from '../errors/errorMap';

/**
 * The build-time link policy, over the generated HTML: a broken link fails the
 * build; broken Markdown links and broken anchors only warn. Duplicate routes warn in createPages.
 */
export function checkBuiltLinks(
  pages: readonly BuiltPage[],
  publicDir: string,
  pathPrefix: string,
  reporter: Reporter,
): void {
  const fileExists = (route: string) => fs.existsSync(path.join(publicDir, route));
  // A link to a doc's Markdown twin (`/wants.md`, written by the build) leads to a file: it is not broken.
  const isBrokenMarkdownLink = (href: string, fromRoute: string) => {
    if (!isMarkdownFileLink(href)) return false;
    const target = resolveHref(href, fromRoute, pathPrefix);
    return !target || !fileExists(target.route);
  };
  const markdownLinks = new Map<string, string[]>();
  const markdownLinksOfRun = new Map<LinkRun, string[]>();
  for (const { route, links } of pages) {
    const toMarkdown = links.flatMap((run) => {
      let found = markdownLinksOfRun.get(run);
      if (!found) markdownLinksOfRun.set(run, (found = run.filter((href) => isBrokenMarkdownLink(href, route))));
      return found;
    });
    if (toMarkdown.length > 0) markdownLinks.set(route, toMarkdown);
  }
  const { brokenLinks, brokenAnchors } = checkLinks(pages, fileExists, pathPrefix, isMarkdownFileLink);

  if (markdownLinks.size > 0) {
    reporter.warn(
      `${formatLinkProblems('Broken Markdown links (no doc has that file)', markdownLinks, pages.length)}\n` +
        'Link to the file of an existing doc, relative to the linking one, such as [want lists](./wants.mdx), or to its route (/wants).',
    );
  }
  if (brokenAnchors.size > 0) {
    reporter.warn(
      `${formatLinkProblems('Broken anchors (the page exists, the heading id does not)', brokenAnchors, pages.length)}\n` +
        'Anchors come from heading text: "## Price ceilings" is #price-ceilings.',
    );
  }
  if (brokenLinks.size > 0) {
    reporter.panicOnBuild({
      id: ERROR_IDS.brokenLinks,
      context: {
        message:
          `${formatLinkProblems('Broken links (no page or file at the target)', brokenLinks, pages.length)}\n` +
          'Fix each link to point at an existing route, such as /wants, or remove it.',
      },
    });
  }
}
