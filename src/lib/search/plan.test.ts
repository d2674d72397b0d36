import { slicesFor, termsFor } from './plan';
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
