import fs from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { checkLinks, formatLinkProblems, type BuiltPage } from '../../lib/linkCheck';
import { ERROR_IDS } from '../errors/errorMap';

/** Links to Markdown files left after each doc's file links became routes (src/lib/content/docLinks.ts): no doc has that file. */
const MARKDOWN_FILE_LINK = /\.mdx?(?:[?#].*)?$/;

/**
 * The build-time link policy, over the generated HTML: a broken link fails the
 * build; broken Markdown links and broken anchors only warn. Duplicate routes warn in createPages.
 */
export function checkBuiltLinks(
  builtPages: readonly BuiltPage[],
  publicDir: string,
  pathPrefix: string,
  reporter: Reporter,
): void {
  const markdownLinks = new Map<string, string[]>();
  const pages: BuiltPage[] = builtPages.map(({ route, ids, hrefs }) => {
    const toMarkdown = hrefs.filter((href) => MARKDOWN_FILE_LINK.test(href));
    if (toMarkdown.length > 0) markdownLinks.set(route, toMarkdown);
    return { route, ids, hrefs: hrefs.filter((href) => !MARKDOWN_FILE_LINK.test(href)) };
  });
  const fileExists = (route: string) => fs.existsSync(path.join(publicDir, route));
  const { brokenLinks, brokenAnchors } = checkLinks(pages, fileExists, pathPrefix);

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
