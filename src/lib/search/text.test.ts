import { normalizeTerm, tokenize, wordSpans } from './text';

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
  it('lower-cases and drops accents', () => {
    expect(normalizeTerm('Numismática')).toBe('numismatica');
  });

  it('folds plurals into the singular', () => {
    expect(['ceilings', 'haves', 'catalogues', 'categories'].map(normalizeTerm)).toEqual([
      'ceiling',
      'have',
      'catalogue',
      'category',
    ]);
  });

  it('keeps words that only look plural', () => {
    expect(['class', 'status', 'analysis', 'gas', 'psa'].map(normalizeTerm)).toEqual([
      'class',
      'status',
      'analysis',
      'gas',
      'psa',
    ]);
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
