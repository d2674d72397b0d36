import { stringify, TokenData } from 'path-to-regexp';
import { fillTarget, redirectProblem, redirectRules, type RuleToken } from './redirectPatterns';

const pattern = (tokens: RuleToken[]) => stringify(new TokenData(tokens, ''));

describe('redirectProblem', () => {
  it('accepts a usable redirect', () => {
    expect(redirectProblem({ from: '/guides/:slug', to: '/:slug' })).toBeNull();
    expect(redirectProblem({ from: '/docs{/:version}/*path', to: '/*path' })).toBeNull();
    expect(redirectProblem({ from: '/guide{/:lang}', to: '/docs{/:lang}/guide' })).toBeNull();
    expect(redirectProblem({ from: '/getting-started', to: '/' })).toBeNull();
  });

  it('names a malformed pattern and a parameter "to" uses but "from" lacks', () => {
    expect(redirectProblem({ from: '/guides/:', to: '/' })).toMatch(
      /^"from" is not a valid route pattern: Missing parameter name/,
    );
    expect(redirectProblem({ from: '/guides/:slug', to: '/:page' })).toBe(
      '"to" uses "page", which "from" does not capture',
    );
  });

  it('refuses a target that could leave the site, naming what it gives and the fix', () => {
    expect(redirectProblem({ from: '/go/:host', to: ':host' })).toMatchInlineSnapshot(
      `""to" can send a reader off the site: it gives ":host", and a redirect target must start with exactly one "/" and hold no empty segment, backslash, control character or encoded "/" or "\\"; start "to" with "/" and a segment or a parameter, such as "/docs/:slug""`,
    );
    expect(redirectProblem({ from: '/a{/:lang}/b', to: '/{:lang}/b' })).toMatchInlineSnapshot(
      `""to" can send a reader off the site: it gives "//b" where "from" matches without an optional part, and a redirect target must start with exactly one "/" and hold no empty segment, backslash, control character or encoded "/" or "\\"; start "to" with "/" and a segment or a parameter, such as "/docs/:slug""`,
    );
    for (const to of ['//:host', '/\\\\*rest', '/%2f:host', '/%5C:host', '/%09/:host', '/wants//:host', '*rest']) {
      expect(redirectProblem({ from: '/go/:host/*rest', to })).toMatch(/^"to" can send a reader off the site/);
    }
  });
});

describe('redirectRules', () => {
  it('is one rule per variant of the optional parts, every part in first', () => {
    const rules = redirectRules({ from: '/docs{/:version}/*path', to: '/*path' });
    expect(rules.map((rule) => [pattern(rule.from), pattern(rule.to)])).toEqual([
      ['/docs/:version/*path', '/*path'],
      ['/docs/*path', '/*path'],
    ]);
  });

  it("keeps an optional part of the target where the rule's source captures its parameters", () => {
    const rules = redirectRules({ from: '/guide{/:lang}', to: '/docs{/:lang}/guide' });
    expect(rules.map((rule) => [pattern(rule.from), pattern(rule.to)])).toEqual([
      ['/guide/:lang', '/docs/:lang/guide'],
      ['/guide', '/docs/guide'],
    ]);
    expect(fillTarget(rules[0].to, (name) => `<${name}>`)).toBe('/docs/<lang>/guide');
  });
});
