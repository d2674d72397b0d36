import { mayHoldAutolinkLiterals } from './autolinkLiterals';

describe('mayHoldAutolinkLiterals', () => {
  it.each([
    'See www.trove.app.',
    'Open https://trove.app or HTTP://TROVE.APP',
    'Write to collector@trove.app',
    'An escaped dot: www\\.trove.app',
    'A reference: collector&#64;trove.app',
    'A named one: collector&commat;trove.app',
    '[Trove](https://trove.app), a link whose destination would not be one',
  ])('says a doc may hold one: %s', (body) => {
    expect(mayHoldAutolinkLiterals(body)).toBe(true);
  });

  it.each([
    'Track your **haves** and _wants_; see [wants](../wants.mdx#ceilings).',
    '| Goal | Count |\n| --- | --: |\n| Records | 5,000 |',
    'Prices &amp; grades, 10 &lt; 20, C:\\dir, trove.app without a scheme',
  ])('says a doc without their text holds none: %s', (body) => {
    expect(mayHoldAutolinkLiterals(body)).toBe(false);
  });
});
