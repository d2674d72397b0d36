import { markedTermsOf, resultHref, withoutMarks } from './marksParam';

describe('marks parameter', () => {
  it('leads a result to its heading with the matched words', () => {
    expect(resultHref('/wants', 'price-ceilings', ['price', 'ceiling'])).toBe(
      '/wants?highlight=price+ceiling#price-ceilings',
    );
    expect(resultHref('/', '', [])).toBe('/');
  });

  it('reads the words back from the query string', () => {
    expect(markedTermsOf('?highlight=price+ceiling&x=1')).toEqual(['price', 'ceiling']);
    expect(markedTermsOf('?x=1')).toEqual([]);
  });

  it('drops only the marks parameter when cleared', () => {
    expect(withoutMarks({ pathname: '/wants', search: '?highlight=price&x=1', hash: '#alerts' })).toBe(
      '/wants?x=1#alerts',
    );
    expect(withoutMarks({ pathname: '/wants', search: '?highlight=price', hash: '' })).toBe('/wants');
  });
});
