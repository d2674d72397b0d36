import { parse, type Token } from 'path-to-regexp';

/**
 * A redirect from the site config. Both sides are path-to-regexp patterns: named parameters
 * (`/old/:slug`), optional parts (`/guide{/:lang}`) and wildcards that match one or more
 * segments (`/docs/*path`). Every parameter of `to` must appear in `from`.
 */
export interface Redirect {
  from: string;
  to: string;
}

/** Parameter names a pattern captures, wildcards included. */
function parameterNames(tokens: readonly Token[]): string[] {
  return tokens.flatMap((token) => {
    if (token.type === 'param' || token.type === 'wildcard') return [token.name];
    if (token.type === 'group') return parameterNames(token.tokens);
    return [];
  });
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
  return null;
}
