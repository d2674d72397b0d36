import MiniSearch from 'minisearch';
import { searchTextOf } from './languages';
import { indexOptions } from './options';
import { termFields, type TermFields } from './postings';
import type { SearchRecord } from './records';
import { indexSections } from './sectionIndex';

/** Words that fold together (case, plurals, accents), stop words and one-letter words, in two languages. */
const VOCABULARY = {
  en: ['Ceiling', 'ceilings', 'the', 'a', 'catalogue', 'Catalogues', 'café', 'cafe', 'of', 'wants', 'want', 'x'],
  fr: ['Plafond', 'plafonds', 'le', 'la', 'catalogue', 'Catalogués', 'café', 'et', 'les', 'souhaits', 'à', 'é'],
};

/** `count` words of `vocabulary` by a fixed walk from `seed`, punctuated: varied, repeated, the same on every run. */
const words = (vocabulary: readonly string[], count: number, seed: number) =>
  Array.from(
    { length: count },
    (_, index) => vocabulary[(seed * 31 + index * 17 + ((seed * index) % 7)) % vocabulary.length],
  ).join(seed % 3 === 0 ? ', ' : ' ');

/** 300 sections, some with an empty heading or title, many repeating words within a field. */
const recordsOf = (vocabulary: readonly string[]): SearchRecord[] =>
  Array.from({ length: 300 }, (_, id) => ({
    id,
    page: Math.floor(id / 4),
    title: id % 11 === 0 ? '' : words(vocabulary, 1 + (id % 3), id),
    heading: id % 4 === 0 ? '' : words(vocabulary, 2, id + 1),
    anchor: '',
    text: words(vocabulary, (id * 37) % 40, id + 2),
  }));

const numericMap = <T>(object: Record<string, T>) =>
  new Map(Object.entries(object).map(([key, value]) => [Number(key), value]));

describe('indexSections', () => {
  it.each(Object.entries(VOCABULARY))(
    'indexes sections as MiniSearch does, to the bit: terms, their postings, field lengths and averages (%s)',
    (language, vocabulary) => {
      const text = searchTextOf(language);
      const records = recordsOf(vocabulary);
      const miniSearch = new MiniSearch(indexOptions(text));
      miniSearch.addAll(records);
      const expected = miniSearch.toJSON();

      const { stats, terms } = indexSections(records, [records.length], text);

      expect(stats.documentCount).toBe(expected.documentCount);
      expect(stats.fieldIds).toEqual(expected.fieldIds);
      expect(stats.sectionCounts).toEqual([records.length]);
      // toEqual compares numbers with Object.is: the running averages must match to the last bit.
      expect(stats.averageFieldLength).toEqual(expected.averageFieldLength);
      expect(stats.fieldLengths).toEqual(
        Object.values(expected.fieldIds).map((fieldId) => records.map(({ id }) => expected.fieldLength[id][fieldId])),
      );
      const expectedTerms = expected.index.map(([term]) => term).sort();
      expect(terms.map(([term]) => term)).toEqual(expectedTerms);
      // Case, plurals and accents fold; stop words and one-letter words are left out.
      expect(terms).toHaveLength(4);
      const postings = new Map(expected.index);
      for (const entry of terms) {
        const fields: TermFields = new Map(
          [...numericMap(postings.get(entry[0])!)].map(([fieldId, counts]) => [fieldId, numericMap(counts)]),
        );
        expect([entry[0], termFields(entry)]).toEqual([entry[0], fields]);
      }
    },
  );

  it('writes a term per field as the gaps between section ids, with counts other than 1 negated after their section', () => {
    const record = (id: number, heading: string, text: string): SearchRecord => ({
      id,
      page: id,
      title: '',
      heading,
      anchor: '',
      text,
    });
    const records = Array.from({ length: 10 }, (_, id) => record(id, '', 'want'));
    records[0] = record(0, '', 'Ceiling, ceilings and want');
    records[4] = record(4, 'Price ceiling', 'A ceiling.');
    records[5] = record(5, '', 'ceiling ceiling ceilings');
    records[9] = record(9, 'Ceilings', 'want');

    const { terms } = indexSections(records, [records.length], searchTextOf('en'));

    expect(terms.find(([term]) => term === 'ceiling')).toEqual(['ceiling', [1, [4, 5]], [2, [0, -2, 4, 1, -3]]]);
  });
});
