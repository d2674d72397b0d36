import { isExternalHref } from '../paths';
import { linkedDocsPath, splitSuffix } from './docLinks';

/**
 * A doc's body as Markdown, made with its HTML from the same tree (`markdownTwin.ts`). Its links and
 * images to this site stand as placeholders, numbered into `links` (the URLs as written): where they
 * lead is known once the page is built, as for the HTML's doc links (`resolveDocLinks`).
 */
export interface MarkdownTwin {
  markdown: string;
  links: string[];
}

/**
 * The placeholder of a link's URL. U+0000 cannot come from a doc: Markdown's parser reads it, and
 * every character reference to it, as U+FFFD. The serialiser writes such a URL in angle brackets.
 */
export const twinLinkPlaceholder = (index: number): string => `\u0000${index}\u0000`;

// eslint-disable-next-line no-control-regex -- U+0000 delimits placeholders because no doc can hold it.
const PLACEHOLDER_DESTINATION = /<\u0000(\d+)\u0000>/g;

/** Whether a URL as written needs the page's routes to become absolute: any but another site's or scheme's. */
export const needsResolving = (url: string): boolean => !isExternalHref(url);

/** Where a doc's page is, and the routes its links resolve to, to make its links absolute. */
export interface TwinPlace {
  /** Where the site is deployed, without a trailing slash: `https://trove.app`. */
  siteUrl: string;
  /** Path prefix the site is built with (`/docs`), or ''. */
  pathPrefix: string;
  /** The page's route, prefix left out: `/guides/alerts`. */
  route: string;
  /** The doc's file in its docs folder: `guides/alerts.mdx`. */
  docsPath: string;
  /** Routes (prefix included) of the doc files and site paths the doc links to, as its page's context has them. */
  routes: Readonly<Record<string, string>>;
}

/**
 * The absolute URL of a link or image of a doc, as its page's HTML leads: a doc file to its doc's
 * route, a site path into the doc's version (or under the path prefix), anything else relative to
 * the page. Hash and query are kept.
 */
export function absoluteTwinUrl(href: string, page: TwinPlace): string {
  if (!needsResolving(href)) return href;
  const [target, suffix] = splitSuffix(href);
  const docFile = linkedDocsPath(href, page.docsPath);
  if (docFile !== undefined && Object.hasOwn(page.routes, docFile))
    return `${page.siteUrl}${page.routes[docFile]}${suffix}`;
  if (href.startsWith('/')) {
    const route = Object.hasOwn(page.routes, target) ? page.routes[target] : `${page.pathPrefix}${target}`;
    return `${page.siteUrl}${route}${suffix}`;
  }
  return new URL(href, `${page.siteUrl}${page.pathPrefix}${page.route}`).href;
}

/** A link destination as CommonMark reads it: bare when it can be, else in angle brackets. */
function destination(url: string): string {
  if (url !== '' && !/[\s<>()\\]/.test(url)) return url;
  return `<${url.replace(/[\n\r]/g, '').replace(/[<>\\]/g, '\\$&')}>`;
}

/** The twin's Markdown with each placeholder replaced by its link's absolute URL. */
export function resolveTwin(twin: MarkdownTwin, page: TwinPlace): string {
  return twin.markdown.replace(PLACEHOLDER_DESTINATION, (placeholder, index: string) => {
    const href = twin.links[Number(index)];
    return href === undefined ? placeholder : destination(absoluteTwinUrl(href, page));
  });
}

/**
 * Text written into Markdown as text: a title, a description, a label. What would start syntax is
 * escaped (a backslash before ASCII punctuation is always a literal in CommonMark): emphasis, code,
 * links, HTML and strikethrough marks, an `&` that would start a character reference, a `#` that
 * would close a heading; and, for text that starts a line (`lineStart`), what would begin a block
 * there (a quote, a list, a heading). White space becomes one line.
 */
export function markdownText(text: string, { lineStart = false } = {}): string {
  const inline = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<~]|&(?=#?\w+;)|#$/g, '\\$&');
  if (!lineStart) return inline;
  return inline.replace(/^(?:[-+](?=[\s-]|$)|[>#]|\d{1,9}(?=[.)](?:\s|$)))/, (start) =>
    /\d/.test(start) ? `${start}\\` : `\\${start}`,
  );
}

/**
 * The route of a doc's Markdown twin, prefix left out: the route plus `.md` (`/wants.md`); the main
 * doc of a doc set, whose route is the set's path, is its `index.md` (`/index.md`, `/1.0/index.md`).
 */
export function twinRoute(route: string, isMainDoc: boolean): string {
  if (isMainDoc || route === '/') return `${route.replace(/\/$/, '')}/index.md`;
  return `${route.replace(/\/$/, '')}.md`;
}
