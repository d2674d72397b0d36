import { compile, match, parse, type Token } from 'path-to-regexp';
import type { Redirect } from '../config/redirectPatterns';

/** Where the first matching redirect sends a path, or null when none matches. */
export function redirectTarget(pathname: string, redirects: readonly Redirect[]): string | null {
  for (const redirect of redirects) {
    const matched = match(redirect.from, { decode: decodeURIComponent })(pathname);
    if (matched) return compile(redirect.to)(matched.params as Record<string, string | string[]>);
  }
  return null;
}

/**
 * Every variant of a pattern with its optional groups left in or out, those with a group first:
 * hosts take the first line that matches, and path-to-regexp fills an optional group whenever it
 * can (`/docs{/:version}/*path` reads `/docs/next/wants` as version `next`, path `wants`).
 */
function expandGroups(tokens: readonly Token[]): Token[][] {
  return tokens.reduce<Token[][]>(
    (variants, token) =>
      token.type === 'group'
        ? variants.flatMap((variant) => [...expandGroups(token.tokens).map((group) => [...variant, ...group]), variant])
        : variants.map((variant) => [...variant, token]),
    [[]],
  );
}

/** A pattern in the syntax of Netlify and Cloudflare Pages `_redirects`: `:name` and a trailing `*`. */
function hostPattern(tokens: readonly Token[], side: 'from' | 'to'): string | null {
  let text = '';
  for (const [index, token] of tokens.entries()) {
    if (token.type === 'text') text += token.value;
    else if (token.type === 'param') text += `:${token.name}`;
    else if (token.type === 'wildcard') {
      // Hosts take one splat, at the end of the source.
      if (side === 'from' && index !== tokens.length - 1) return null;
      text += side === 'from' ? '*' : ':splat';
    }
  }
  return text;
}

/**
 * The redirects as a `_redirects` file for hosts that read one (Netlify, Cloudflare Pages), one
 * line per variant of the optional parts. Patterns a host cannot express are returned apart, so
 * the build can say so; the not-found page still honours them in the browser.
 */
export function hostRedirectsFile(redirects: readonly Redirect[]): { text: string; unsupported: Redirect[] } {
  const lines: string[] = [];
  const unsupported: Redirect[] = [];
  for (const redirect of redirects) {
    const to = hostPattern(parse(redirect.to).tokens, 'to');
    const sources = expandGroups(parse(redirect.from).tokens).map((tokens) => hostPattern(tokens, 'from'));
    if (to === null || sources.some((source) => source === null)) {
      unsupported.push(redirect);
      continue;
    }
    for (const source of sources) lines.push(`${source} ${to} 301`);
  }
  return { text: lines.length > 0 ? `${lines.join('\n')}\n` : '', unsupported };
}

const escapeRegex = (text: string) => text.replace(/[.+?^${}()|[\]\\*]/g, '\\$&');

/** A pattern as a regular expression with named groups, the syntax of nginx (PCRE) and JavaScript. */
function patternRegex(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'text') return escapeRegex(token.value);
      if (token.type === 'param') return `(?<${token.name}>[^/]+)`;
      if (token.type === 'wildcard') return `(?<${token.name}>.+)`;
      return `(?:${patternRegex(token.tokens)})?`;
    })
    .join('');
}

/** A target with each parameter as nginx's `$name`; an optional part is kept whole (its parameters may be empty). */
function nginxTarget(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'text') return token.value;
      if (token.type === 'group') return nginxTarget(token.tokens);
      return `$${token.name}`;
    })
    .join('');
}

/** A redirect as an nginx `rewrite` rule: a 301, the query string kept. */
export function nginxRewrite(redirect: Redirect): string {
  const from = patternRegex(parse(redirect.from).tokens);
  return `rewrite "^${from}$" "${nginxTarget(parse(redirect.to).tokens)}" permanent;`;
}

/**
 * A path pattern of the hosts' files (`_redirects`, `_headers`) as a regular expression: `:name`
 * matches one segment, `*` the rest (captured as `splat`).
 */
export function hostPathPattern(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) =>
      part === '*' ? '(?<splat>.*)' : part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : escapeRegex(part),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/** A line of a `_redirects` file. */
interface HostRedirect {
  from: string;
  to: string;
  status: number;
}

export function parseRedirectsFile(text: string): HostRedirect[] {
  return text.split('\n').flatMap((line) => {
    const [from, to, status] = line.trim().split(/\s+/);
    return from && to && !from.startsWith('#') ? [{ from, to, status: Number(status ?? 301) }] : [];
  });
}

/** Where a `_redirects` file sends a path, as Netlify reads it: `:name` is one segment, a final `*` the rest (`:splat`). */
export function redirectsFileTarget(
  redirects: readonly HostRedirect[],
  pathname: string,
): { location: string; status: number } | null {
  for (const { from, to, status } of redirects) {
    const match = hostPathPattern(from).exec(pathname);
    if (!match) continue;
    const location = to.replace(/:([A-Za-z]\w*)/g, (whole, name: string) => match.groups?.[name] ?? whole);
    return { location, status };
  }
  return null;
}
