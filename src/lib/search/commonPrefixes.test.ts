import { commonPrefixes } from './commonPrefixes';
import type { EncodedTerm } from './postings';

/** A term held once in the text of each of `sections` sections: 0, 1, 2… */
const term = (value: string, sections: number): EncodedTerm => [
  value,
  [2, Array.from({ length: sections }, (_, id) => (id === 0 ? 0 : 1))],
];

describe('commonPrefixes', () => {
  it('lists the beginnings whose longer completions hold more postings than the limit', () => {
    const entries = [term('con', 50), term('condition', 6), term('contents', 5), term('cost', 1)];
    expect(commonPrefixes(entries, 10)).toEqual(['co', 'con']);
  });

  it('still completes a frequent word: only its shorter beginnings are common', () => {
    expect(commonPrefixes([term('use', 100), term('user', 2)], 10)).toEqual(['us']);
  });
});
