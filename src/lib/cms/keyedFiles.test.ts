import { SOURCE_TEXT_KEY } from './fileFormats';
import { keyedEntryProblems, keyedFiles, keyedToList, keyedYamlFormat, listToKeyed } from './keyedFiles';

const GLOSSARY = [
  '# Terms docs mark with :term[...].',
  'have:',
  '  term: have',
  '  definition: An item you own. # the short one',
  '  aliases: [haves]',
  'want:',
  '  term: want',
  '  definition: An item you look for.',
  '',
].join('\n');

const files = keyedFiles([{ code: 'ar', label: 'العربية' }]);

describe('keyed files in the CMS', () => {
  it('shows a keyed file as a list of entries with their key, and writes it back as the map', () => {
    const data = keyedYamlFormat.fromFile(GLOSSARY);
    expect(data).toEqual({
      entries: [
        { id: 'have', term: 'have', definition: 'An item you own.', aliases: ['haves'] },
        { id: 'want', term: 'want', definition: 'An item you look for.' },
      ],
    });
    expect(listToKeyed(keyedToList({ wants: { label: 'Wanted' }, trade: null }))).toEqual({
      wants: { label: 'Wanted' },
      trade: null,
    });
  });

  it('writes only what the editor changed: comments, order and the other entries keep their text', () => {
    const { entries } = keyedYamlFormat.fromFile(GLOSSARY) as { entries: Array<Record<string, unknown>> };
    const edited = [
      entries[0],
      { ...entries[1], definition: 'An item you are looking for.' },
      { id: 'goal', term: 'goal', definition: 'A set to complete.' },
    ];
    expect(keyedYamlFormat.toFile({ entries: edited, [SOURCE_TEXT_KEY]: GLOSSARY })).toBe(
      GLOSSARY.replace('An item you look for.', 'An item you are looking for.') +
        'goal:\n  term: goal\n  definition: A set to complete.\n',
    );
  });

  it("offers the glossary, the tags file and each locale's translations of them", () => {
    expect(Object.fromEntries(Object.entries(files).map(([name, file]) => [name, file.file]))).toEqual({
      glossary: 'glossary.yml',
      tags: 'tags.yml',
      'glossary-ar': 'i18n/ar/glossary.yml',
      'tags-ar': 'i18n/ar/tags.yml',
    });
  });

  it("refuses, with the build's words, what the build would: a name two terms share, a bad id, a missing definition", () => {
    const entries = [
      { id: 'have', term: 'have', definition: 'Owned.', aliases: ['haves'] },
      { id: 'owned', term: 'Haves', definition: 'Also owned.' },
    ];
    expect(keyedEntryProblems(files.glossary, { entries })).toEqual([
      {
        field: 'entries',
        message: 'owned.term: found "Haves"; expected a name no other term has ("Haves" is a name of the term have)',
      },
    ]);
    expect(keyedEntryProblems(files.glossary, { entries: [{ id: 'Owned', term: 'owned' }] })).toEqual([
      {
        field: 'entries',
        message:
          'Owned: the key "Owned" is not allowed; expected lowercase letters, digits and dashes, like "price-guides"',
      },
    ]);
    expect(keyedEntryProblems(files.glossary, { entries: [{ id: 'owned', term: 'owned' }] })).toEqual([
      { field: 'entries', message: 'owned.definition: found nothing; expected a value of type string' },
    ]);
    // A translation gives what it translates only.
    expect(keyedEntryProblems(files['glossary-ar'], { entries: [{ id: 'want', term: 'رغبة' }] })).toEqual([]);
    expect(keyedEntryProblems(files['tags-ar'], { entries: [{ id: 'wants', label: 'الرغبات' }] })).toEqual([]);
  });
});
