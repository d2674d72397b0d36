import { parse, type Key, type Text, type Token } from 'path-to-regexp';
import { isSafeRedirectTarget } from './urlRule';

/**
 * A redirect from the site config. Both sides are path-to-regexp patterns: named parameters
 * (`/old/:slug`), optional parts (`/guide{/:lang}`) and wildcards that match one or more
 * segments (`/docs/*path`). Every parameter of `to` must appear in `from`.
 */
export interface Redirect {
  from: string;
  to: string;
}

/** A pattern's part once its optional groups are resolved: text, a parameter or a wildcard. */
export type RuleToken = Text | Key;

/** One way a redirect matches, its optional parts in or out. */
export interface RedirectRule {
  from: RuleToken[];
  to: RuleToken[];
}

/** Parameter names a pattern captures, wildcards included. */
function parameterNames(tokens: readonly Token[]): string[] {
  return tokens.flatMap((token) => {
    if (token.type === 'param' || token.type === 'wildcard') return [token.name];
    if (token.type === 'group') return parameterNames(token.tokens);
    return [];
  });
}

/**
 * Every variant of a pattern with its optional groups left in or out, those with a group first:
 * the first variant that matches wins, and path-to-regexp fills an optional group whenever it
 * can (`/docs{/:version}/*path` reads `/docs/next/wants` as version `next`, path `wants`).
 */
function expandGroups(tokens: readonly Token[]): RuleToken[][] {
  return tokens.reduce<RuleToken[][]>(
    (variants, token) =>
      token.type === 'group'
        ? variants.flatMap((variant) => [...expandGroups(token.tokens).map((group) => [...variant, ...group]), variant])
        : variants.map((variant) => [...variant, token]),
    [[]],
  );
}

/** A target's tokens with each optional group kept when every parameter it holds is captured, as path-to-regexp compiles it. */
function keepCaptured(tokens: readonly Token[], captured: readonly string[]): RuleToken[] {
  return tokens.flatMap((token) => {
    if (token.type !== 'group') return [token];
    return parameterNames(token.tokens).every((name) => captured.includes(name))
      ? keepCaptured(token.tokens, captured)
      : [];
  });
}

/**
 * The rules a redirect stands for, in the order they apply: one per variant of `from`, with the
 * target that variant fills. nginx, the `_redirects` file and the not-found page all apply these,
 * so they agree on every path. The redirect must be valid (`redirectProblem` is null).
 */
export function redirectRules(redirect: Redirect): RedirectRule[] {
  const to = parse(redirect.to).tokens;
  return expandGroups(parse(redirect.from).tokens).map((from) => ({
    from,
    to: keepCaptured(to, parameterNames(from)),
  }));
}

/** A rule's target with each parameter replaced by `valueOf` its name. */
export function fillTarget(to: readonly RuleToken[], valueOf: (name: string) => string): string {
  return to.map((token) => (token.type === 'text' ? token.value : valueOf(token.name))).join('');
}

/** A rule's target as written, `:name` and `*name` for its parameters: what an error message shows. */
const targetPattern = (to: readonly RuleToken[]) =>
  fillTarget(
    to,
    (name) => `${to.some((token) => token.type === 'wildcard' && token.name === name) ? '*' : ':'}${name}`,
  );

/**
 * Why a rule's target could send a reader to another host, or null. Captures never start with "/"
 * or hold a backslash, encoded slash or control character, so a target is safe when it is with
 * every parameter one plain segment ("x", which no "%" before it can turn into an escape).
 */
function targetProblem(rule: RedirectRule, withAllGroups: boolean): string | null {
  if (isSafeRedirectTarget(fillTarget(rule.to, () => 'x'))) return null;
  const shown = JSON.stringify(targetPattern(rule.to));
  return (
    `"to" can send a reader off the site: it gives ${shown}${withAllGroups ? '' : ' where "from" matches without an optional part'}, ` +
    'and a redirect target must start with exactly one "/" and hold no empty segment, backslash, control ' +
    'character or encoded "/" or "\\"; start "to" with "/" and a segment or a parameter, such as "/docs/:slug"'
  );
}

/** What is wrong with a redirect, for the config validation; null when it is usable. */
export function redirectProblem(redirect: Redirect): string | null {
  let fromNames: string[];
  let toNames: string[];
  try {
    fromNames = parameterNames(parse(redirect.from).tokens);
  } catch (error) {
    return `"from" is not a valid route pattern: ${(error as Error).message}`;
  }
  try {
    toNames = parameterNames(parse(redirect.to).tokens);
  } catch (error) {
    return `"to" is not a valid route pattern: ${(error as Error).message}`;
  }
  const unknown = toNames.filter((name) => !fromNames.includes(name));
  if (unknown.length > 0) {
    return `"to" uses ${unknown.map((name) => `"${name}"`).join(', ')}, which "from" does not capture`;
  }
  // The first rule is the one with every optional part in.
  for (const [index, rule] of redirectRules(redirect).entries()) {
    const problem = targetProblem(rule, index === 0);
    if (problem) return problem;
  }
  return null;
}
