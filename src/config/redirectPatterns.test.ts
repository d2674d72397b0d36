import { redirectProblem } from './redirectPatterns';

describe('redirectProblem', () => {
  it('accepts a usable redirect', () => {
    expect(redirectProblem({ from: '/guides/:slug', to: '/:slug' })).toBeNull();
  });

  it('names a malformed pattern and a parameter "to" uses but "from" lacks', () => {
    expect(redirectProblem({ from: '/guides/:', to: '/' })).toMatch(
      /^"from" is not a valid route pattern: Missing parameter name/,
    );
    expect(redirectProblem({ from: '/guides/:slug', to: '/:page' })).toBe(
      '"to" uses "page", which "from" does not capture',
    );
  });
});
