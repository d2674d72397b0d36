import { slicesFor, slicesRead, termsFor } from './plan';
import { sliceKeys } from './vocabulary';

const vocabulary = ['ceil', 'ceiling', 'ceilings', 'cell', 'eciling', 'price', 'pricing', 'veil', 'xylophone'];
const slice = (character: string) => vocabulary.filter((term) => sliceKeys(term).includes(character));
const always = () => true;

describe('slicesFor', () => {
  it('is the first two characters of each word searched, and the letter of a word just begun', () => {
    expect(slicesFor('price ceil')).toEqual(['p', 'r', 'c', 'e']);
    expect(slicesFor('the c')).toEqual(['t', 'h', 'c']);
    expect(slicesFor('É')).toEqual(['e']);
  });
});

describe('slicesRead', () => {
  it('is the first character of each word searched, and the second of a word long enough for typos', () => {
    expect(slicesRead('pr ceil')).toEqual(['p', 'c', 'e']);
    expect(slicesRead('the c')).toEqual(['t']);
  });

  it('is all termsFor reads', () => {
    for (const input of ['pri', 'pric', 'ceil', 'eciling ce', 'the price']) {
      const read = new Set<string>();
      termsFor(input, (character) => (read.add(character), slice(character)), always);
      expect(new Set(slicesRead(input))).toEqual(read);
    }
  });
});

describe('termsFor', () => {
  it('is each word and its completions', () => {
    expect(termsFor('pric', slice, always)).toEqual(new Set(['price', 'pricing']));
  });

  it('leaves out the completions of a common beginning', () => {
    expect(termsFor('ceil', slice, (word) => word !== 'ceil')).not.toContain('ceiling');
  });

  it('adds, from four letters, the terms one edit away, the first letter included, and the swapped variants', () => {
    expect(termsFor('ceil', slice, always)).toEqual(
      new Set(['ceil', 'ceiling', 'ceilings', 'cell', 'veil', 'eciling']),
    );
  });
});
