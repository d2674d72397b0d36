import fs from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { readHtmlLinks } from '../lib/htmlLinks';
import { checkLinks, formatLinkProblems, type BuiltPage } from '../lib/linkCheck';
import { ERROR_IDS } from './errorMap';

/** Links to Markdown files left after each doc's file links became routes (src/lib/content/docLinks.ts): no doc has that file. */
const MARKDOWN_FILE_LINK = /\.mdx?(?:[?#].*)?$/;

/** The route a built HTML file serves: public/wants/index.html → /wants, public/404.html → /404.html. */
function routeOfHtmlFile(file: string): string {
  const route = `/${file.split(path.sep).join('/')}`;
  if (route === '/index.html') return '/';
  return route.endsWith('/index.html') ? route.slice(0, -'/index.html'.length) : route;
}

/**
 * The build-time link policy (spec section 2), over the generated HTML: a broken link fails the
 * build; broken Markdown links and broken anchors only warn. Duplicate routes warn in createPages.
 */
export function checkBuiltLinks(publicDir: string, pathPrefix: string, reporter: Reporter): void {
  // Gatsby also writes folders named like pages (page-data/404.html/), hence the file check.
  const htmlFiles = fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)));
  const markdownLinks = new Map<string, string[]>();
  const pages: BuiltPage[] = htmlFiles.map((file) => {
    const route = routeOfHtmlFile(file);
    const { ids, hrefs } = readHtmlLinks(fs.readFileSync(path.join(publicDir, file), 'utf8'));
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
