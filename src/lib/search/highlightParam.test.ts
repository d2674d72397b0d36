import { highlightTermsOf, resultHref, withoutHighlight } from './highlightParam';

describe('highlight parameter', () => {
  it('leads a result to its heading with the matched words', () => {
    expect(resultHref('/wants', 'price-ceilings', ['price', 'ceiling'])).toBe(
      '/wants?highlight=price+ceiling#price-ceilings',
    );
    expect(resultHref('/', '', [])).toBe('/');
  });

  it('reads the words back from the query string', () => {
    expect(highlightTermsOf('?highlight=price+ceiling&x=1')).toEqual(['price', 'ceiling']);
    expect(highlightTermsOf('?x=1')).toEqual([]);
  });

  it('drops only the highlight parameter when cleared', () => {
    expect(withoutHighlight({ pathname: '/wants', search: '?highlight=price&x=1', hash: '#alerts' })).toBe(
      '/wants?x=1#alerts',
    );
    expect(withoutHighlight({ pathname: '/wants', search: '?highlight=price', hash: '' })).toBe('/wants');
  });
});
