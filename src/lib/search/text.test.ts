import { indexTerm, normalizeTerm, tokenize, wordSpans } from './text';

describe('tokenize', () => {
  it('splits on anything but letters and digits, underscores and symbols included', () => {
    expect(tokenize('Set `max_price` → 450.00 USD, e.g. MS-65!')).toEqual([
      'Set',
      'max',
      'price',
      '450',
      '00',
      'USD',
      'e',
      'g',
      'MS',
      '65',
    ]);
  });
});

describe('normalizeTerm', () => {
  it.each([
    ['Numismática', 'numismatica', 'lower-cased, without accents'],
    ['ceilings', 'ceiling', 'plural folded'],
    ['haves', 'have', 'plural folded'],
    ['categories', 'category', 'plural in -ies folded'],
    ['class', 'class', 'kept: -ss is no plural'],
    ['status', 'status', 'kept: -us is no plural'],
    ['analysis', 'analysis', 'kept: -is is no plural'],
    ['psa', 'psa', 'kept: too short to fold'],
  ])('%s → %s (%s)', (word, term) => {
    expect(normalizeTerm(word)).toBe(term);
  });
});

describe('indexTerm', () => {
  it.each([
    ['Ceilings', 'ceiling'],
    ['haves', 'have'],
    ['no', 'no'],
    ['the', null],
    ['For', null],
    ['e', null],
    ['8', null],
  ])('indexes %s as %s: stop words and single characters are left out', (word, term) => {
    expect(indexTerm(word)).toBe(term);
  });
});

describe('wordSpans', () => {
  it('gives each word its place in the text and its indexed form', () => {
    expect(wordSpans('Price ceilings.')).toEqual([
      { start: 0, end: 5, term: 'price' },
      { start: 6, end: 14, term: 'ceiling' },
    ]);
  });
});
