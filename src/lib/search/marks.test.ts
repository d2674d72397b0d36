import { excerpt, markTerms, matchRanges } from './marks';

const marked = (segments: Array<{ text: string; marked: boolean }>) =>
  segments.map((segment) => (segment.marked ? `[${segment.text}]` : segment.text)).join('');

describe('matchRanges', () => {
  it('finds whole words whose indexed form is one of the terms, whatever their case or number', () => {
    expect(matchRanges('Ceilings, a ceiling; ceilinged.', ['ceiling'])).toEqual([
      { start: 0, end: 8 },
      { start: 12, end: 19 },
    ]);
  });
});

describe('markTerms', () => {
  it('marks the matching words and keeps all the text', () => {
    expect(marked(markTerms('Price ceilings', ['ceiling', 'price']))).toBe('[Price] [ceilings]');
    expect(marked(markTerms('No match here', ['ceiling']))).toBe('No match here');
  });
});

describe('excerpt', () => {
  const text =
    'A price ceiling is the most you are willing to pay for a want, stored in the max_price field. Ceilings turn ' +
    'a list of wishes into a buying plan: Trove compares each ceiling with the guide price and with any asking ' +
    'price a trade partner has put on a matching duplicate, then shows the tolerance state of each want.';

  it('shows the text around the first match, cut at word boundaries, with ellipses where cut', () => {
    expect(marked(excerpt(text, ['buying']))).toBe(
      '…Ceilings turn a list of wishes into a [buying] plan: Trove compares each ceiling with the guide price and ' +
        'with any asking price a trade partner has put on a…',
    );
  });

  it('starts at the beginning when the first match is near it', () => {
    expect(marked(excerpt(text, ['price'])).startsWith('A [price] ceiling is')).toBe(true);
  });

  it('starts at the beginning when only the title or heading matched', () => {
    expect(marked(excerpt(text, ['haves'])).startsWith('A price ceiling')).toBe(true);
  });

  it('shows a short text whole', () => {
    expect(marked(excerpt('Ceilings are optional.', ['ceiling']))).toBe('[Ceilings] are optional.');
  });
});
