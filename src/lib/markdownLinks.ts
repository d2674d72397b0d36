import path from 'node:path';

/** What a link in a doc points at, as far as Markdown files go. */
export type MarkdownLink =
  /** Not a link to a Markdown file (a route, an anchor, another site): left as written. */
  | { kind: 'other' }
  /** A doc file that exists: the link becomes its route, keeping query and hash. */
  | { kind: 'doc'; href: string }
  /** A Markdown file that is no doc: left as written, and the built-link check warns (spec 2). */
  | { kind: 'broken' };

const MARKDOWN_PATH = /\.mdx?$/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Resolves a link written to a doc's source file, as editors write them in their editor, to the
 * doc's route: in content/docs/index.mdx, `./wants.mdx#alerts` is `/wants#alerts`. `routesByFile`
 * maps each doc's absolute file path to its route; `fromFile` is the absolute path of the linking doc.
 */
export function resolveMarkdownLink(
  href: string,
  fromFile: string,
  routesByFile: ReadonlyMap<string, string>,
): MarkdownLink {
  if (SCHEME.test(href) || href.startsWith('/') || href.startsWith('#')) return { kind: 'other' };
  const suffixAt = href.search(/[?#]/);
  const target = suffixAt === -1 ? href : href.slice(0, suffixAt);
  const suffix = suffixAt === -1 ? '' : href.slice(suffixAt);
  if (!MARKDOWN_PATH.test(target)) return { kind: 'other' };
  let decoded: string;
  try {
    decoded = decodeURI(target);
  } catch {
    return { kind: 'broken' };
  }
  const route = routesByFile.get(path.resolve(path.dirname(fromFile), decoded));
  return route === undefined ? { kind: 'broken' } : { kind: 'doc', href: `${route}${suffix}` };
}
