/**
 * The one rule for URLs that content and navigation may hold, written by people who do not hold the
 * site's origin: links and images go to `http(s)` or `mailto` URLs, to a path of this site, or to a
 * path relative to the page (a doc's file, an anchor). Nothing else runs or leaves the origin
 * unseen: no `javascript:`, `data:` or `vbscript:`, no `//host` or `/\host` (which browsers read as
 * another host), no control characters (browsers drop tabs and newlines, so `java&#9;script:` would
 * still run).
 */

/** Schemes a URL may name; any other is refused. */
export const ALLOWED_SCHEMES = ['http', 'https', 'mailto'] as const;

/** What an allowed URL is. */
export type UrlKind =
  /** `https://trove.app`, `http://…`: another site (or this one by its full address). */
  | 'web'
  /** `mailto:help@trove.app`. */
  | 'mailto'
  /** `/wants#alerts`: a path of this site. */
  | 'site-path'
  /** `./wants.mdx`, `wants`, `#alerts`, `?q=1`, `''`: read against the page that holds it. */
  | 'relative';

export type UrlReading = { kind: UrlKind } | { problem: string };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0000-\u001f\u007f]/;

const ALLOWED_LIST = 'http(s)://…, mailto:…, a site path such as /wants, or a relative path such as ./wants.mdx';

/**
 * What a URL from content or navigation is, or why it is refused (a sentence an editor can act on).
 * Browsers trim leading and trailing spaces before they read a scheme, so this does too.
 */
export function readUrl(url: string): UrlReading {
  if (CONTROL.test(url))
    return { problem: 'holds a control character (a tab, a newline...), which browsers drop; remove it' };
  if (url.includes('\\'))
    return { problem: 'holds a backslash, which browsers read as "/"; write "/" if a path is meant' };
  const trimmed = url.trim();
  if (trimmed.startsWith('//'))
    return {
      problem:
        'starts with "//", which leaves the site for another host; write https://host/... for another site or one "/" for a path of this one',
    };
  if (trimmed.startsWith('/')) return { kind: 'site-path' };
  const scheme = SCHEME.exec(trimmed)?.[1].toLowerCase();
  if (scheme === undefined) return { kind: 'relative' };
  if (!(ALLOWED_SCHEMES as readonly string[]).includes(scheme))
    return { problem: `uses the scheme "${scheme}:", which is not allowed; use ${ALLOWED_LIST}` };
  if (scheme === 'mailto') return { kind: 'mailto' };
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return { problem: `is not a valid ${scheme} URL; write it as ${scheme}://host/path` };
  }
  if (!/^[a-z]+:\/\//i.test(trimmed) || parsed.hostname === '')
    return { problem: `names no host; write it as ${scheme}://host/path` };
  return { kind: 'web' };
}

/** Whether `url` is a path of this site that cannot leave it: one "/" first, no backslash, no control character. */
export function isSitePath(url: string): boolean {
  const reading = readUrl(url);
  return 'kind' in reading && reading.kind === 'site-path' && url === url.trim();
}

/** Whether `url` is an `http(s)` URL with a host, or a `mailto:` URL. */
export function isExternalUrl(url: string): boolean {
  const reading = readUrl(url);
  return 'kind' in reading && (reading.kind === 'web' || reading.kind === 'mailto') && url === url.trim();
}

/**
 * One path segment a redirect may take from a request into its target, as a regular expression
 * that JavaScript and nginx (PCRE) read alike: no "/", no backslash, no control character, and a
 * "%" only to encode a character other than a slash (%2F), a backslash (%5C) or a control
 * character, in either case. nginx decodes a path before it matches, and decodes %2F and %5C once
 * more in the Location of a rewrite, so an encoded slash in a capture would still become "//host".
 */
export const REDIRECT_SEGMENT = String.raw`(?:[^/\\%\x00-\x1f\x7f]|%(?![01][0-9A-Fa-f]|7[Ff]|2[Ff]|5[Cc])[0-9A-Fa-f]{2})+`;

/** Redirect segments joined by single slashes: what a wildcard may capture (never empty, never "/" first). */
export const REDIRECT_SEGMENTS = `${REDIRECT_SEGMENT}(?:/${REDIRECT_SEGMENT})*`;

const REDIRECT_PATH = new RegExp(`^/(?:${REDIRECT_SEGMENTS}/?)?$`);

/**
 * Whether a redirect may send a reader to `target` (a query and hash may follow the path): a site
 * path by the rule above whose path is one "/" then redirect segments, so no server or browser can
 * read it as another host. Every producer of a redirect (nginx, `_redirects`, `npm run serve`, the
 * not-found page) and the site config's validation ask this.
 */
export function isSafeRedirectTarget(target: string): boolean {
  return isSitePath(target) && REDIRECT_PATH.test(/^[^?#]*/.exec(target)![0]);
}

/** How each kind of URL is written, for messages that say what to write instead. */
const KIND_EXAMPLES: Record<UrlKind, string> = {
  web: 'https://host/…',
  mailto: 'mailto:…',
  'site-path': 'a path of this site such as /wants',
  relative: 'a relative path such as ./wants.mdx',
};

/** What a URL of a kind a field does not take is. */
const OTHER_KIND: Record<UrlKind, string> = {
  web: 'is the address of another site',
  mailto: 'is an e-mail address',
  'site-path': 'is a path of this site',
  relative: 'is relative to the page it is on, which is not the same on every page',
};

/** `https://host/… or mailto:…`: the kinds a field takes, as an editor writes them. */
export function urlKindsList(kinds: readonly UrlKind[]): string {
  const written = kinds.map((kind) => KIND_EXAMPLES[kind]);
  return written.length < 2 ? written.join('') : `${written.slice(0, -1).join(', ')} or ${written.at(-1)}`;
}

/**
 * Why `url` may not stand in a field that takes only `kinds` of URL (navigation, the site config,
 * HTML fields), or nothing if it may: a sentence to follow "it"; the caller says what the field
 * takes (`urlKindsList`).
 */
export function urlProblem(url: string, kinds: readonly UrlKind[]): string | undefined {
  const reading = readUrl(url);
  if ('problem' in reading) {
    const scheme = SCHEME.exec(url.trim())?.[1].toLowerCase();
    const refusedScheme = scheme !== undefined && !(ALLOWED_SCHEMES as readonly string[]).includes(scheme);
    return refusedScheme ? `uses the scheme "${scheme}:", which is not allowed` : reading.problem;
  }
  if (!kinds.includes(reading.kind)) return OTHER_KIND[reading.kind];
  if (url !== url.trim()) return 'has spaces around it; remove them';
  return undefined;
}
