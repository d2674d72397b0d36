import {
  GLOSSARY_FILE_RULES,
  GLOSSARY_TRANSLATION_RULES,
  localeGlossary,
  termOf,
  termsNamedIn,
  unknownTermFix,
  type GlossaryTerm,
} from './glossary';
import { parseYamlFile } from './yamlFile';

const FILE = [
  'have:',
  '  term: have',
  '  definition: An item you own.',
  '  aliases: [haves]',
  'want:',
  '  term: want',
  '  definition: An item you are looking for.',
  '  aliases: [wants, Want List  Entry]',
  '',
].join('\n');

const glossary = parseYamlFile('content/glossary.yml', FILE, GLOSSARY_FILE_RULES);
const termsOf = (result: ReturnType<typeof localeGlossary>): GlossaryTerm[] => {
  if ('problems' in result) throw new Error(JSON.stringify(result.problems));
  return result.terms;
};
const TERMS = termsOf(localeGlossary(glossary));

describe('the glossary file', () => {
  it('gives each term its id, words, definition and every name docs may give it, case and spaces aside', () => {
    expect(TERMS).toEqual([
      { id: 'have', term: 'have', definition: 'An item you own.', names: ['have', 'haves'] },
      {
        id: 'want',
        term: 'want',
        definition: 'An item you are looking for.',
        names: ['want', 'wants', 'want list entry'],
      },
    ]);
  });

  it('names the line and key of a missing definition, an unknown key, a bad id and a name two terms share', () => {
    const text = [
      'have:',
      '  term: have',
      '  aliases: [haves]',
      'Wants:',
      '  term: want',
      '  definition: Looked for.',
      'goal:',
      '  term: goal',
      '  definition: A set to complete.',
      '  aliases: [target]',
      '  plural: goals',
      '',
    ].join('\n');
    expect(() => parseYamlFile('content/glossary.yml', text, GLOSSARY_FILE_RULES)).toThrow(
      expect.objectContaining({
        problems: [
          'line 1: have.definition: found nothing; expected a value of type string',
          'line 4: Wants: the key "Wants" is not allowed; expected lowercase letters, digits and dashes, like "price-guides"',
          expect.stringMatching(/^line 11: goal\.plural: unknown key.*term, definition, aliases/),
        ],
      }),
    );
  });

  it('refuses a name two terms share (an id is a name of its term too), once the rest is valid', () => {
    const text =
      'have:\n  term: have\n  definition: A.\nowned:\n  term: Have\n  definition: B.\n  aliases: [x, haves, owned]\n';
    expect(() => parseYamlFile('content/glossary.yml', text, GLOSSARY_FILE_RULES)).toThrow(
      expect.objectContaining({
        problems: [
          'line 5: owned.term: found "Have"; expected a name no other term has ("Have" is a name of the term have)',
        ],
      }),
    );
  });
});

describe("a locale's glossary", () => {
  const translation = parseYamlFile(
    'content/i18n/fr/glossary.yml',
    'want:\n  term: souhait\n  aliases: [souhaits]\nhave:\n  definition: Un objet que vous possédez.\n',
    GLOSSARY_TRANSLATION_RULES,
  );

  it("takes the locale's words and definitions over the glossary's; a renamed term is not named by the English", () => {
    expect(termsOf(localeGlossary(glossary, translation))).toEqual([
      { id: 'have', term: 'have', definition: 'Un objet que vous possédez.', names: ['have', 'haves'] },
      {
        id: 'want',
        term: 'souhait',
        definition: 'An item you are looking for.',
        names: ['want', 'souhait', 'souhaits'],
      },
    ]);
  });

  it('names an id the glossary lacks, with the closest ids, and a name two of its terms share', () => {
    expect(
      localeGlossary(glossary, { wnat: { term: 'x' }, have: { term: 'souhait' }, want: { term: 'souhait' } }),
    ).toEqual({
      problems: [
        {
          keyPath: ['wnat'],
          text: 'wnat: the glossary has no term of that id (its ids: have, want); translate one of its terms, or add the term to the glossary first',
        },
        {
          keyPath: ['want', 'term'],
          text: 'want.term: expected a name no other term has ("souhait" is a name of the term have)',
        },
      ],
    });
  });

  it('is empty without a glossary', () => {
    expect(localeGlossary(undefined)).toEqual({ terms: [] });
  });
});

describe('termOf', () => {
  it('finds a term by any of its names, case and spaces aside, or by the id given', () => {
    expect(termOf(TERMS, 'Haves', undefined)?.id).toBe('have');
    expect(termOf(TERMS, ' want\nlist entry ', undefined)?.id).toBe('want');
    expect(termOf(TERMS, 'what I own', 'have')?.id).toBe('have');
    expect(termOf(TERMS, 'have', 'owned')).toBeUndefined();
    expect(termOf(TERMS, 'hav', undefined)).toBeUndefined();
  });
});

describe('unknownTermFix', () => {
  it('names the closest name, or the closest id for a use by id', () => {
    expect(unknownTermFix(TERMS, 'wnats', undefined)).toBe(
      'the closest defined term is "wants"; write that, or add the term to the glossary',
    );
    expect(unknownTermFix(TERMS, 'x', 'hav')).toBe(
      'the closest defined id is "have"; write that, or add the term to the glossary',
    );
    expect(unknownTermFix([], 'haves', undefined)).toBe('the glossary defines no term yet; add it there');
  });
});

describe('termsNamedIn', () => {
  it('gives nothing to a doc that marks no term, and the terms its uses name or give the id of to one that does', () => {
    expect(termsNamedIn('My haves and wants.', TERMS)).toBeUndefined();
    expect(termsNamedIn('My :term[Haves].', TERMS)?.map((term) => term.id)).toEqual(['have']);
    expect(termsNamedIn('A :term[thing]{id=want}.', TERMS)?.map((term) => term.id)).toEqual(['want']);
    // Line breaks and runs of spaces are a space; an id is read in each form an attribute takes.
    expect(termsNamedIn(':term[Want\nList  Entry] :term{#have}', TERMS)?.map((term) => term.id)).toEqual([
      'have',
      'want',
    ]);
    expect(termsNamedIn(':term[x]{id="have"}', TERMS)?.map((term) => term.id)).toEqual(['have']);
    expect(termsNamedIn(':term[goal]', TERMS)).toEqual([]);
    // A bare `:term` marks nothing.
    expect(termsNamedIn('The :term directive.', TERMS)).toBeUndefined();
  });
});
