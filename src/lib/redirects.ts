import { fillTarget, redirectRules, type Redirect, type RuleToken } from '../config/redirectPatterns';
import { isSafeRedirectTarget, REDIRECT_SEGMENT, REDIRECT_SEGMENTS } from '../config/urlRule';

const escapeRegex = (text: string) => text.replace(/[.+?^${}()|[\]\\*]/g, '\\$&');

/**
 * A rule's source as a regular expression with named groups, the syntax of nginx (PCRE) and
 * JavaScript: a parameter captures one redirect segment, a wildcard several, so no capture can
 * make a target that leaves the site.
 */
export function ruleSourceRegex(from: readonly RuleToken[]): string {
  return from
    .map((token) => {
      if (token.type === 'text') return escapeRegex(token.value);
      return `(?<${token.name}>${token.type === 'param' ? REDIRECT_SEGMENT : REDIRECT_SEGMENTS})`;
    })
    .join('');
}

/**
 * Where the first matching redirect sends a path (as the browser gives it, still percent-encoded),
 * or null when none matches or the target would not be a safe path of this site. A trailing slash
 * is allowed, as the not-found page sees `/guides/wants/` on hosts that do not take it off.
 */
export function redirectTarget(pathname: string, redirects: readonly Redirect[]): string | null {
  for (const rule of redirects.flatMap(redirectRules)) {
    const match = new RegExp(`^${ruleSourceRegex(rule.from)}/?$`).exec(pathname);
    if (!match) continue;
    const target = fillTarget(rule.to, (name) => match.groups![name]);
    return isSafeRedirectTarget(target) ? target : null;
  }
  return null;
}

/** A rule's pattern in the syntax of Netlify and Cloudflare Pages `_redirects`: `:name` and a final `*` (`:splat` in the target). */
function hostPattern(tokens: readonly RuleToken[], side: 'from' | 'to'): string | null {
  let text = '';
  for (const [index, token] of tokens.entries()) {
    if (token.type === 'text') text += token.value;
    else if (token.type === 'param') text += `:${token.name}`;
    else {
      // Hosts take one splat, at the end of the source.
      if (side === 'from' && index !== tokens.length - 1) return null;
      text += side === 'from' ? '*' : ':splat';
    }
  }
  return text;
}

/**
 * The redirects as a `_redirects` file for hosts that read one (Netlify, Cloudflare Pages), one
 * line per rule. Patterns a host cannot express are returned apart, so the build can say so; the
 * not-found page still honours them in the browser.
 */
export function hostRedirectsFile(redirects: readonly Redirect[]): { text: string; unsupported: Redirect[] } {
  const lines: string[] = [];
  const unsupported: Redirect[] = [];
  for (const redirect of redirects) {
    const rules = redirectRules(redirect).map((rule) => [hostPattern(rule.from, 'from'), hostPattern(rule.to, 'to')]);
    if (rules.some(([from]) => from === null)) unsupported.push(redirect);
    else lines.push(...rules.map(([from, to]) => `${from} ${to} 301`));
  }
  return { text: lines.length > 0 ? `${lines.join('\n')}\n` : '', unsupported };
}

/** What a host file's `:name` and `*` match: anything for headers, redirect segments for redirects. */
type Captures = { param: string; splat: string };
const ANY_CAPTURE: Captures = { param: '[^/]+', splat: '.*' };
const REDIRECT_CAPTURE: Captures = { param: REDIRECT_SEGMENT, splat: REDIRECT_SEGMENTS };

/**
 * A path pattern of the hosts' files (`_redirects`, `_headers`) as a regular expression: `:name`
 * matches one segment, `*` the rest (captured as `splat`). A header rule matches any path (a
 * hostile one gets the security headers too); a redirect captures redirect segments only.
 */
export function hostPathPattern(pattern: string, captures: Captures = ANY_CAPTURE): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) =>
      part === '*'
        ? `(?<splat>${captures.splat})`
        : part.startsWith(':')
          ? `(?<${part.slice(1)}>${captures.param})`
          : escapeRegex(part),
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

/**
 * Where a `_redirects` file sends a path (percent-encoded, as the request gives it), as Netlify
 * reads it: `:name` is one segment, a final `*` the rest (`:splat`). Null when no line matches
 * or the target would not be a safe path of this site.
 */
export function redirectsFileTarget(
  redirects: readonly HostRedirect[],
  pathname: string,
): { location: string; status: number } | null {
  for (const { from, to, status } of redirects) {
    const match = hostPathPattern(from, REDIRECT_CAPTURE).exec(pathname);
    if (!match) continue;
    const location = to.replace(/:([A-Za-z]\w*)/g, (whole, name: string) => match.groups?.[name] ?? whole);
    return isSafeRedirectTarget(location) ? { location, status } : null;
  }
  return null;
}
