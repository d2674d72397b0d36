import { toDocsPath } from '../docs/ids';
import { isElement, walk, type ContentFile, type HastNode } from './hast';

/** What the renderer tells the content plugins about the doc being compiled, in `file.data.doc`. */
export interface DocFileData {
  /** The doc's file inside the docs folder: `guides/alerts.mdx`. */
  docsPath: string;
  /** Path prefix the site is built with (`/docs`), or '' at the root. */
  pathPrefix: string;
}

/**
 * Attribute that marks a link to a doc's file, valued with that file inside the docs folder. The
 * link's `href` stays as written until the page is built, when the file's route is known
 * (`resolveDocLinks`): a doc's route can change without its file (a new `id`).
 */
export const DOC_LINK_ATTRIBUTE = 'data-doc-link';

/**
 * Attribute that marks a link to a site path (`/wants`), valued with the path without prefix,
 * query or hash: a doc of a version not served at the root has it lead into that version, once
 * the page is built and the version's docs are known (`resolveDocLinks`).
 */
export const SITE_LINK_ATTRIBUTE = 'data-site-link';

const MARKDOWN_FILE = /\.mdx?$/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Splits a URL into its path and its query and hash: `a.mdx#x` → [`a.mdx`, `#x`]. */
export function splitSuffix(href: string): [string, string] {
  const at = href.search(/[?#]/);
  return at === -1 ? [href, ''] : [href.slice(0, at), href.slice(at)];
}

/** The docs path a relative link from `fromDocsPath` names: `../wants.mdx` from `guides/a.mdx` is `wants.mdx`. */
export function linkedDocsPath(href: string, fromDocsPath: string): string | undefined {
  if (SCHEME.test(href) || href.startsWith('/') || href.startsWith('#')) return undefined;
  const [target] = splitSuffix(href);
  if (!MARKDOWN_FILE.test(target)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURI(target);
  } catch {
    return undefined;
  }
  const segments = toDocsPath(fromDocsPath).split('/').slice(0, -1);
  for (const segment of toDocsPath(decoded).split('/')) {
    if (segment === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
    } else segments.push(segment);
  }
  return segments.join('/');
}

/**
 * Rehype plugin for doc links: a link to a doc's file (`[alerts](../guides/alerts.mdx#setup)`, as
 * editors write them in their editor or on GitHub) is marked with the file it names, collected in
 * `file.data.docLinks`, and resolved to the doc's route when its page is built; a link to a site
 * route (`/wants`) gets the site's path prefix, so it works without JavaScript, and is marked with
 * its path and collected in `file.data.siteLinks`, for the doc's version to claim.
 */
export default function rehypeDocLinks() {
  return (tree: HastNode, file: ContentFile) => {
    const doc = file.data.doc as DocFileData | undefined;
    if (!doc) return;
    const docLinks = new Set<string>();
    const siteLinks = new Set<string>();
    walk(tree, (node) => {
      if (!isElement(node, 'a') || typeof node.properties.href !== 'string') return;
      const { href, ...rest } = node.properties;
      const target = linkedDocsPath(href, doc.docsPath);
      if (target) {
        docLinks.add(target);
        // The marker comes first, so the rendered tag reads `<a data-doc-link="..." href="...">`.
        node.properties = { [DOC_LINK_ATTRIBUTE]: target, href, ...rest };
      } else if (href.startsWith('/') && !href.startsWith('//')) {
        const [sitePath] = splitSuffix(href);
        siteLinks.add(sitePath);
        node.properties = { [SITE_LINK_ATTRIBUTE]: sitePath, href: `${doc.pathPrefix}${href}`, ...rest };
      }
    });
    file.data.docLinks = [...docLinks];
    file.data.siteLinks = [...siteLinks];
  };
}
